from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        temperatures_size = len(temperatures)
        ans = [0] * temperatures_size
        stk = [0] * temperatures_size
        top = -1

        for i in range(temperatures_size):
            while top >= 0 and temperatures[i] > temperatures[stk[top]]:
                j = stk[top]
                top -= 1
                ans[j] = i - j
            top += 1
            stk[top] = i
        return ans
