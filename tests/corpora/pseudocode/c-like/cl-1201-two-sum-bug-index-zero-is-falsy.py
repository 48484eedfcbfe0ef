class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i in range(len(nums)):
            diff = target - nums[i]
            if seen.get(diff):
                return [seen[diff], i]
            seen[nums[i]] = i
        return []
