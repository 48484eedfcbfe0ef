from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        ans = [0] * n
        st = []
        for i in range(1, n + 1):
            while len(st) > 0 and temperatures[i - 1] >= temperatures[st[-1] - 1]:
                j = st.pop()
                ans[j - 1] = i - j
            st.append(i)
        return ans
