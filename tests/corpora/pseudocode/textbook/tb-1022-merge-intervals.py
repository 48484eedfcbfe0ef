from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda p: p[1 - 1])
        R = []
        CUR = intervals[1 - 1]
        I = 2
        while I <= len(intervals):
            if intervals[I - 1][1 - 1] <= CUR[2 - 1]:
                CUR[2 - 1] = max(CUR[2 - 1], intervals[I - 1][2 - 1])
            else:
                R.append(CUR)
                CUR = intervals[I - 1]
            I = I + 1
        R.append(CUR)
        return R
