from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        A = nums
        T = [0] * len(A)
        length = 0
        for a in A:
            lo = 1
            hi = length + 1
            while lo < hi:
                mid = (lo + hi) // 2
                if T[mid - 1] > a:
                    hi = mid
                else:
                    lo = mid + 1
            T[lo - 1] = a
            if lo == length + 1:
                length = length + 1
        return length
