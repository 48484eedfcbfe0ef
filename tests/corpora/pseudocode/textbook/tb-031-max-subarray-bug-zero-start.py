from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = 0
        cur = 0
        for i in range(1, len(nums) + 1):
            cur = max(0, cur + nums[i - 1])
            best = max(best, cur)
        return best
