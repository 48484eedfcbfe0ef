from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[0])
        merged = [intervals[0]]
        for s, e in intervals[1:]:
            if s < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], e)
            if s >= merged[-1][1]:
                merged.append([s, e])
        return merged
