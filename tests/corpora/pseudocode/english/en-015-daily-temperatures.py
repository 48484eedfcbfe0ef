from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        answer = [0] * len(temperatures)
        waiting = []
        for i, t in enumerate(temperatures):
            while len(waiting) > 0 and t > temperatures[waiting[-1]]:
                d = waiting.pop()
                answer[d] = i - d
            waiting.append(i)
        return answer
