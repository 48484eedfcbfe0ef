from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = float("-inf")
        end = 0
        for i in range(1, len(nums) + 1):
            end = max(end + nums[i - 1], nums[i - 1])
            if end > best:
                best = end
        return best
