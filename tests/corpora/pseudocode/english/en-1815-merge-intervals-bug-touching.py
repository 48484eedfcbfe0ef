from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[0])
        result = [intervals[0]]
        for iv in intervals[1:]:
            last = result[-1]
            if iv[0] < last[1]:
                last[1] = max(last[1], iv[1])
            else:
                result.append(iv)
        return result
