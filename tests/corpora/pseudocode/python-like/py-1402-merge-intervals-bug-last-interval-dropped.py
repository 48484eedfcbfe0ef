from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda x: x[0])
        result = []
        cur = intervals[0]
        for iv in intervals[1:]:
            if iv[0] <= cur[1]:
                cur[1] = max(cur[1], iv[1])
            else:
                result.append(cur)
                cur = iv
        return result
