from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        n = len(intervals)
        intervals.sort(key=lambda iv: iv[0])
        out = []
        cur = [intervals[0][0], intervals[0][1]]
        for i in range(1, n):
            if intervals[i][0] <= cur[1]:
                cur[1] = max(cur[1], intervals[i][1])
            else:
                out.append(cur)
                cur = [intervals[i][0], intervals[i][1]]
        out.append(cur)
        return out
