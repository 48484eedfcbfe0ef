from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        max_ = 0
        cur = 0
        for x in nums:
            cur = max(0, cur) + x
            if cur > max_:
                max_ = cur
        return max_
