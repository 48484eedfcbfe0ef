from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        ans = [0] * len(temperatures)
        stk = []
        for i, t in enumerate(temperatures):
            while stk and t > temperatures[stk[-1]]:
                j = stk.pop()
                ans[j] = i - j
            stk.append(i)
        return ans
