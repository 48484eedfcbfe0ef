from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort()
        out = []
        s = intervals[0][0]
        e = intervals[0][1]
        for i in range(1, len(intervals)):
            if intervals[i][0] <= e:
                e = max(e, intervals[i][1])
            else:
                out.append([s, e])
                s = intervals[i][0]
                e = intervals[i][1]
        return out
