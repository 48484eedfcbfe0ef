from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[1 - 1])
        r = []
        m = 0
        for k in range(1, len(intervals) + 1):
            if m == 0 or r[m - 1][2 - 1] <= intervals[k - 1][1 - 1]:
                m = m + 1
                r.append([intervals[k - 1][1 - 1], intervals[k - 1][2 - 1]])
            else:
                r[m - 1][2 - 1] = max(r[m - 1][2 - 1], intervals[k - 1][2 - 1])
        return r
