from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        skip = 0
        take = 0
        for amount in nums:
            take, skip = skip + amount, max(skip, take)
        return max(skip, take)
