from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        a = 0  # best up to 2 houses back
        b = 0  # best up to last house
        for amt in nums:
            tmp = max(b, a + amt)
            a = b
            b = tmp
        return b
