from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        even = sum(nums[0::2])
        odd = sum(nums[1::2])
        return max(even, odd)
