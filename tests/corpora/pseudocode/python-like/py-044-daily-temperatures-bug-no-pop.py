from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        res = [0] * len(temperatures)
        stack = []
        for i, t in enumerate(temperatures):
            while stack and temperatures[stack[-1]] < t:
                res[stack[-1]] = i - stack[-1]
            stack.append(i)
        return res
