from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        temps = temperatures
        n = len(temps)
        ans = [0] * n
        stack = []
        for i in range(n):
            while stack and temps[i] >= temps[stack[-1]]:
                j = stack.pop()
                ans[j] = i - j
            stack.append(i)
        return ans
