from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        answer = [0] * n
        S = []
        for i in range(1, n + 1):
            while len(S) > 0 and temperatures[i - 1] > temperatures[S[-1] - 1]:
                j = S.pop()
                answer[j - 1] = i - j
            S.append(i)
        return answer
