from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        r = [intervals[0]]
        for k in range(2, len(intervals) + 1):
            last = r[len(r) - 1]
            if intervals[k - 1][0] <= last[1]:
                last[1] = max(last[1], intervals[k - 1][1])
            else:
                r.append(intervals[k - 1])
        return r
