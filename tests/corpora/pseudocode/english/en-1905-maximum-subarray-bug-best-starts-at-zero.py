from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = 0
        current = 0
        for x in nums:
            current = max(x, current + x)
            best = max(best, current)
        return best
