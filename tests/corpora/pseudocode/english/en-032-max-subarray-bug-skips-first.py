from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = nums[0]
        running = 0
        for i in range(1, len(nums)):
            running += nums[i]
            if running > best:
                best = running
            if running < 0:
                running = 0
        return best
