from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        A = nums
        n = len(A)
        T = [None] * n
        len_ = 0
        for i in range(1, n + 1):
            lo = 1
            hi = len_
            while lo <= hi:
                m = (lo + hi) // 2
                if T[m - 1] <= A[i - 1]:
                    lo = m + 1
                else:
                    hi = m - 1
            T[lo - 1] = A[i - 1]
            if lo == len_ + 1:
                len_ = len_ + 1
        return len_
