from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        evens = 0
        odds = 0
        for i in range(len(nums)):
            if i % 2 == 0:
                evens += nums[i]
            else:
                odds += nums[i]
        return max(evens, odds)
