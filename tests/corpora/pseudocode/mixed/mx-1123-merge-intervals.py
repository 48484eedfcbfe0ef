from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[0])
        result = []
        result.append(intervals[0])
        for i in range(1, len(intervals) - 1 + 1):
            last = result[-1]
            if intervals[i][0] <= last[1]:
                last[1] = max(last[1], intervals[i][1])
            else:
                result.append(intervals[i])
        return result
