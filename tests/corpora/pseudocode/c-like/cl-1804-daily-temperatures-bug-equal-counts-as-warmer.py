from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        answer = [0] * n
        wait_stack = []
        for i in range(n):
            while wait_stack and temperatures[i] >= temperatures[wait_stack[-1]]:
                prev_day = wait_stack[-1]
                wait_stack.pop()
                answer[prev_day] = i - prev_day
            wait_stack.append(i)
        return answer
