from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda a: a[0])
        out = [intervals[0]]
        for s, e in intervals[1:]:
            last = out[len(out) - 1]
            if s <= last[1]:
                last[1] = e
            else:
                out.append([s, e])
        return out
