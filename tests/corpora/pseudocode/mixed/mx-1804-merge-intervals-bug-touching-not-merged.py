from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda x: x[0])
        res = [intervals[0]]
        for itv in intervals[1:]:
            last = res[-1]
            if itv[0] < last[1]:
                last[1] = max(last[1], itv[1])
            else:
                res.append(itv)
        return res
