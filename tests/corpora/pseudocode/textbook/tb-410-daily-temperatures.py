from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        answer = [0] * n
        stack = [0] * n
        top = 0
        for i in range(n, 0, -1):
            while top > 0 and temperatures[stack[top - 1] - 1] <= temperatures[i - 1]:
                top = top - 1
            if top == 0:
                answer[i - 1] = 0
            else:
                answer[i - 1] = stack[top - 1] - i
            top = top + 1
            stack[top - 1] = i
        return answer
