from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        arr = intervals
        arr.sort(key=lambda x: x[0])
        out = [arr[0]]
        for cur in arr[1:]:
            if cur[0] <= out[-1][1]:
                out[-1][1] = max(out[-1][1], cur[1])
            else:
                out.append(cur)
        return out
