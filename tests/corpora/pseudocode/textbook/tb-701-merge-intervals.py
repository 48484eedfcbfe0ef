from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[1 - 1])
        R = []
        start = intervals[1 - 1][1 - 1]
        end = intervals[1 - 1][2 - 1]
        for k in range(2, len(intervals) + 1):
            if intervals[k - 1][1 - 1] <= end:
                end = max(end, intervals[k - 1][2 - 1])
            else:
                R.append([start, end])
                start = intervals[k - 1][1 - 1]
                end = intervals[k - 1][2 - 1]
        R.append([start, end])
        return R
