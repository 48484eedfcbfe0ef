from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        ans = [0] * n
        s = []
        for i in range(1, n + 1):
            while s and temperatures[i - 1] > temperatures[s[-1] - 1]:
                j = s.pop()
                ans[j - 1] = i - j
            s.append(i)
        return ans
