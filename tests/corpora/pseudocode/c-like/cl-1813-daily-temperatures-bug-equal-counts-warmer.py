from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        ans = [0] * len(temperatures)
        stack = []
        for i in range(len(temperatures)):
            while len(stack) > 0 and temperatures[i] >= temperatures[stack[len(stack) - 1]]:
                j = stack.pop()
                ans[j] = i - j
            stack.append(i)
        return ans
