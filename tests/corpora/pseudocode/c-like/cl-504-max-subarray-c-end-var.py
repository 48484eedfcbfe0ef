from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        end = nums[0]
        best = nums[0]
        for i in range(1, len(nums)):
            end = end + nums[i] if end > 0 else nums[i]
            if end > best:
                best = end
        return best
