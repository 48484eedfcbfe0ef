from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort()
        out = [intervals[0]]
        for s, e in intervals[1:]:
            if s <= out[0][1]:
                out[0][1] = max(out[0][1], e)
            else:
                out.append([s, e])
        return out
