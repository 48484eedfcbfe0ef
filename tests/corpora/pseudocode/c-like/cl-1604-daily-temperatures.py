from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        answer = [0] * n
        waiting = []
        for i in range(n):
            while len(waiting) > 0 and temperatures[i] > temperatures[waiting[len(waiting) - 1]]:
                j = waiting.pop(len(waiting) - 1)
                answer[j] = i - j
            waiting.append(i)
        return answer
