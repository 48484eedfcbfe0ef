from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        sorted_ = sorted(intervals, key=lambda iv: iv[0])
        out = []
        for iv in sorted_:
            if out and iv[0] < out[-1][1]:
                out[-1][1] = max(out[-1][1], iv[1])
            else:
                out.append([iv[0], iv[1]])
        return out
