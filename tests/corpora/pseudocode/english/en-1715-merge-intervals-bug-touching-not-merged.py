from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[0])
        c = list(intervals[0])
        r = []
        for x in intervals[1:]:
            if x[0] < c[1]:
                c[1] = max(c[1], x[1])
            else:
                r.append(c)
                c = list(x)
        r.append(c)
        return r
