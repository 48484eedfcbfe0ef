from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        a = [None] * n
        for i in range(1, n + 1):
            a[i - 1] = 0
        s = []
        for i in range(1, n + 1):
            while s and temperatures[s[-1] - 1] < temperatures[i - 1]:
                j = s.pop()
                a[j - 1] = i - j
            s.append(i)
        return a
