from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda a: a[0])
        res = []
        for s, e in intervals:
            if len(res) == 0 or res[len(res) - 1][1] < s:
                res.append([s, e])
            else:
                res[len(res) - 1][1] = max(res[len(res) - 1][1], e)
        return res
