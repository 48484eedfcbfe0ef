from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        N = len(nums)
        T = [0] * N
        L = 0
        for I in range(1, N + 1):
            X = nums[I - 1]
            LO = 1
            HI = L + 1
            while LO < HI:
                M = (LO + HI) // 2
                if T[M - 1] < X:
                    LO = M + 1
                else:
                    HI = M
            T[LO - 1] = X
            if LO > L:
                L = LO
        return L
