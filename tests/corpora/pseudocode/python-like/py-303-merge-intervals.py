from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        out = []
        for iv in sorted(intervals, key=lambda x: x[0]):
            if not (len(out) == 0 or iv[0] > out[-1][1]):
                out[-1][1] = max([out[-1][1], iv[1]])
            else:
                out.append(list(iv))
        return out
