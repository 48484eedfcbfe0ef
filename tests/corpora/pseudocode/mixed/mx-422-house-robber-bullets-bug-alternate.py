from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        evens = sum(nums[0::2])
        odds = sum(nums[1::2])
        return max(evens, odds)
