from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = nums[0]
        cur = nums[0]
        for x in nums[1:]:
            cur = max(x, cur + x)
            best = max(best, cur)
        return best
