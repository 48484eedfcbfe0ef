from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = 0
        current = 0
        for n in nums:
            current = current + n
            if current > best:
                best = current
            if current < 0:
                current = 0
        return best
