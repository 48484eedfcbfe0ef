from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        answer = [0] * n
        s = []
        for i in range(1, len(temperatures) + 1):
            while len(s) > 0 and temperatures[s[-1] - 1] <= temperatures[i - 1]:
                j = s.pop()
                answer[j - 1] = i - j
            s.append(i)
        return answer
