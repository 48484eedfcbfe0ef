from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = nums[0]
        current = nums[0]
        counter = 1
        while counter < len(nums):
            if current < 0:
                current = nums[counter]
            else:
                current = current + nums[counter]
            if current > best:
                best = current
            counter = counter + 1
        return best
