from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        before = 0
        max_ = 0
        for v in nums:
            actual = max(max_, before + v)
            before = max_
            max_ = actual
        return max_
