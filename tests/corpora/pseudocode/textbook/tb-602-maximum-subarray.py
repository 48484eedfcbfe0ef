from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = nums[1 - 1]
        cur = nums[1 - 1]
        for j in range(2, len(nums) + 1):
            cur = max(nums[j - 1], cur + nums[j - 1])
            if cur > best:
                best = cur
        return best
