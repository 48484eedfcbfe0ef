from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        prev2 = 0
        prev1 = 0
        for money in nums:
            take = prev2 + money
            if take > prev1:
                best = take
            else:
                best = prev1
            prev2 = prev1
            prev1 = best
        return prev1
