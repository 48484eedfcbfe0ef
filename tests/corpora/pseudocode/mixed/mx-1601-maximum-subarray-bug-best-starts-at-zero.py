from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        cur = 0
        best = 0
        for x in nums:
            cur = max(x, cur + x)
            best = max(best, cur)
        return best
