from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        current = 0
        best = 0
        for x in nums:
            current += x
            if current > best:
                best = current
            if current < 0:
                current = 0
        return best
