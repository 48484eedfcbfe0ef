from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda x: x[0])
        R = [intervals[1 - 1]]
        for i in range(2, len(intervals) + 1):
            last = R[len(R) - 1]
            if intervals[i - 1][0] < last[1]:
                last[1] = max(last[1], intervals[i - 1][1])
            else:
                R.append(intervals[i - 1])
        return R
