from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        st = []
        res = [0] * len(temperatures)
        for i in range(0, len(temperatures)):
            while st and temperatures[i] > temperatures[st[-1]]:
                j = st.pop()
                res[j] = i - j
            st.append(i)
        return res
