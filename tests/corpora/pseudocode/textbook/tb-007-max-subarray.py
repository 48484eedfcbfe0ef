from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = float("-inf")
        cur = 0
        for i in range(1, len(nums) + 1):
            cur = max(nums[i - 1], cur + nums[i - 1])
            if cur > best:
                best = cur
        return best
