from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = nums[0]
        current = nums[0]
        for number in nums[1:]:
            current = max(number, current + number)
            if current > best:
                best = current
        return best
