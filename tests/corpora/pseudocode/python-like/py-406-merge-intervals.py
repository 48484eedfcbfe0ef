from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda x: x[0])
        out = []
        for iv in intervals:
            start, end = iv
            if not out or out[-1][1] < start:
                out.append([start, end])
            else:
                out[-1][1] = max(out[-1][1], end)
        return out
