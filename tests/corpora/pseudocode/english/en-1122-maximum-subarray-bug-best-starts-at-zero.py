from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = 0
        current = 0
        for number in nums:
            current = current + number
            if current < number:
                current = number
            if current > best:
                best = current
        return best
