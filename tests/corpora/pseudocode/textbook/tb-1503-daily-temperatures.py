from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        ans = [None] * n
        for i in range(1, n + 1):
            ans[i - 1] = 0
        S = []
        for i in range(1, n + 1):
            while S and temperatures[S[-1] - 1] < temperatures[i - 1]:
                j = S.pop()
                ans[j - 1] = i - j
            S.append(i)
        return ans
