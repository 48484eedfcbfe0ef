from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = nums[0]
        cur = 0
        for x in nums:
            cur += x
            if cur < 0:
                cur = 0
            best = max(best, cur)
        return best
