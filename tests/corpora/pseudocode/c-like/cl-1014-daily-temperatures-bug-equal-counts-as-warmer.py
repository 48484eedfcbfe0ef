from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        ans = [0] * n
        st = [0] * n
        top = -1
        for i in range(n):
            while top >= 0 and temperatures[i] >= temperatures[st[top]]:
                j = st[top]
                top -= 1
                ans[j] = i - j
            top += 1
            st[top] = i
        return ans
