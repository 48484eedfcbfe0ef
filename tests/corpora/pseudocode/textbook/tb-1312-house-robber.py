from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        A = nums
        n = len(A)
        if n == 1:
            return A[1 - 1]
        prev = A[1 - 1]
        cur = max(A[1 - 1], A[2 - 1])
        for i in range(3, n + 1):
            new = max(cur, prev + A[i - 1])
            prev = cur
            cur = new
        return cur
