from typing import List


class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        ans = [0] * len(temperatures)
        st = []
        for i in range(len(temperatures)):
            while st and temperatures[st[-1]] < temperatures[i]:
                j = st.pop()
                ans[j] = i - j
            st.append(i)
        return ans
