from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = 0
        cur = 0
        for j in range(1, len(nums) + 1):
            cur = max(nums[j - 1], cur + nums[j - 1])
            if cur > best:
                best = cur
        return best
