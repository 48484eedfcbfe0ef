from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        A = nums
        n = len(A)
        T = [0] * n
        L = 0
        for i in range(1, n + 1):
            x = A[i - 1]
            lo = 1
            hi = L + 1
            while lo < hi:
                mid = (lo + hi) // 2
                if T[mid - 1] <= x:
                    lo = mid + 1
                else:
                    hi = mid
            T[lo - 1] = x
            if lo > L:
                L = lo
        return L
