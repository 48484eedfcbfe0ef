from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        sorted_ = sorted(intervals, key=lambda a: a[0])
        merged = []
        for iv in sorted_:
            if merged and iv[0] < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], iv[1])
            else:
                merged.append([iv[0], iv[1]])
        return merged
