from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        def backtrack(A, i, S, P):
            P.append(S)
            for j in range(i, len(A) + 1):
                S.append(A[j - 1])
                backtrack(A, j + 1, S, P)
                S.pop()

        P = []
        S = []
        backtrack(nums, 1, S, P)
        return P
