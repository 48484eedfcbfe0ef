from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda x: x[0])
        res = []
        for iv in intervals:
            if len(res) == 0 or res[-1][1] < iv[0]:
                res.append(iv)
            else:
                res[-1][1] = max(res[-1][1], iv[1])
        return res
