from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        with_ = 0
        without = 0
        for x in nums:
            new_with = without + x
            without = max(with_, without)
            with_ = new_with
        return max(with_, without)
