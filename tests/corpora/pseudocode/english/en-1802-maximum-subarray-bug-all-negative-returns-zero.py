from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        actual = 0
        mejor = 0
        for x in nums:
            actual = actual + x
            if actual < 0:
                actual = 0
            if actual >= mejor:
                mejor = actual
        return mejor
