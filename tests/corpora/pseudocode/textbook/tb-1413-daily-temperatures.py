from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        T = temperatures
        n = len(T)
        answer = [0] * n
        S = []
        for i in range(1, n + 1):
            answer[i - 1] = 0
        for i in range(1, n + 1):
            while len(S) != 0 and T[i - 1] > T[S[-1] - 1]:
                j = S.pop()
                answer[j - 1] = i - j
            S.append(i)
        return answer
