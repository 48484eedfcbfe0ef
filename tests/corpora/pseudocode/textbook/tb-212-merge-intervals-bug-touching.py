from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        I = intervals
        I.sort(key=lambda iv: iv[0])
        R = []
        for s, e in I:
            if len(R) == 0 or R[-1][1] <= s:
                R.append([s, e])
            elif e > R[-1][1]:
                R[-1][1] = e
        return R
