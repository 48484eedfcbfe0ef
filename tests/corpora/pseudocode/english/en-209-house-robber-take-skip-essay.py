from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        take = 0
        skip = 0
        for m in nums:
            take, skip = skip + m, max(take, skip)
        return max(take, skip)
