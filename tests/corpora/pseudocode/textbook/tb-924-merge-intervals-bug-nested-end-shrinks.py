from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        n = len(intervals)
        intervals.sort(key=lambda iv: iv[0])
        out = []
        s = intervals[1 - 1][1 - 1]
        e = intervals[1 - 1][2 - 1]
        for i in range(2, n + 1):
            if intervals[i - 1][1 - 1] <= e:
                e = intervals[i - 1][2 - 1]
            else:
                out.append([s, e])
                s = intervals[i - 1][1 - 1]
                e = intervals[i - 1][2 - 1]
        out.append([s, e])
        return out
