from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda a: a[0])
        merged = []
        for cur in intervals:
            if len(merged) == 0 or cur[0] > merged[len(merged) - 1][1]:
                merged.append(cur)
            else:
                last = merged[len(merged) - 1]
                last[1] = max(last[1], cur[1])
        return merged
