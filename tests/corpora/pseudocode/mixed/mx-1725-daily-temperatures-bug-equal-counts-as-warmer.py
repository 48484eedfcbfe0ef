from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        temps = temperatures
        n = len(temps)
        answer = [0] * n
        stack = [None] * n
        top = 0
        for i in range(1, n + 1):
            while top > 0 and temps[i - 1] >= temps[stack[top - 1] - 1]:
                answer[stack[top - 1] - 1] = i - stack[top - 1]
                top = top - 1
            top = top + 1
            stack[top - 1] = i
        return answer
