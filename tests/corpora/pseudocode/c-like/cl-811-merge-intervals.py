from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda a: a[0])
        res = []
        for s, e in intervals:
            if len(res) and res[len(res) - 1][1] >= s:
                res[len(res) - 1][1] = max(res[len(res) - 1][1], e)
            else:
                res.append([s, e])
        return res
