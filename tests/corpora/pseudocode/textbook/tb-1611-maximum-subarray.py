from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        n = len(nums)
        cur = nums[1 - 1]
        best = nums[1 - 1]
        for i in range(2, n + 1):
            cur = max(nums[i - 1], cur + nums[i - 1])
            if cur > best:
                best = cur
        return best
