from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[0])
        res = []
        for a, b in intervals:
            if len(res) and res[-1][1] >= a:
                res[-1][1] = max(res[-1][1], b)
            else:
                res.append([a, b])
        return res
