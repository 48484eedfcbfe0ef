from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        temperaturesSize = len(temperatures)
        ans = [0] * temperaturesSize
        stack = [0] * temperaturesSize
        top = -1
        for i in range(temperaturesSize):
            while top >= 0 and temperatures[i] >= temperatures[stack[top]]:
                j = stack[top]
                top -= 1
                ans[j] = i - j
            top += 1
            stack[top] = i
        return ans
