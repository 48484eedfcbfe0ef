from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        res = [0] * len(temperatures)
        st = []
        for i in range(0, len(temperatures)):
            while len(st) and temperatures[st[len(st) - 1]] < temperatures[i]:
                j = st.pop()
                res[j] = j - i
            st.append(i)
        return res
