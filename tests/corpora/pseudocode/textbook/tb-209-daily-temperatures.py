from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        T = temperatures
        n = len(T)
        W = [None] * n
        S = []
        for i in range(n, 0, -1):
            while not (len(S) == 0) and T[S[-1] - 1] <= T[i - 1]:
                S.pop()
            if len(S) == 0:
                W[i - 1] = 0
            else:
                W[i - 1] = S[-1] - i
            S.append(i)
        return W
