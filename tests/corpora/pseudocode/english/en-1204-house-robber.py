class Solution:
    def rob(self, nums: List[int]) -> int:
        prev1 = 0
        prev2 = 0
        for x in nums:
            cur = max(prev2 + x, prev1)
            prev2 = prev1
            prev1 = cur
        return prev1
