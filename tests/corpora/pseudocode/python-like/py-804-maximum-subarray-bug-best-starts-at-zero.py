from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = 0
        cur = 0
        for n in nums:
            cur = max(n, cur + n)
            best = max(best, cur)
        return best
