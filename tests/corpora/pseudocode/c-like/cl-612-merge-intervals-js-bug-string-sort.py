from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: ",".join(str(v) for v in iv))
        res = []
        for iv in intervals:
            last = res[len(res) - 1] if len(res) > 0 else None
            if len(res) > 0 and iv[0] <= last[1]:
                last[1] = max(last[1], iv[1])
            else:
                res.append(list(iv))
        return res
