from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        wait = [0] * n
        stack = []
        for today in range(n):
            while not self.empty(stack) and temperatures[self.top(stack)] <= temperatures[today]:
                old = stack.pop()
                wait[old] = today - old
            stack.append(today)
        return wait

    def empty(self, s):
        return len(s) == 0

    def top(self, s):
        return s[len(s) - 1]
