from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        answer = [0] * len(temperatures)
        stack = []
        for i in range(len(temperatures)):
            while stack and temperatures[stack[-1]] < temperatures[i]:
                day = stack.pop()
                answer[day] = i - day
            stack.append(i)
        return answer
