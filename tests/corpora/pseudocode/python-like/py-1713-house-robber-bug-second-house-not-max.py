from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = nums
        if len(n) == 1:
            return n[0]
        a = n[0]
        b = n[1]
        for i in range(2, len(n)):
            c = max(b, a + n[i])
            a = b
            b = c
        return b
