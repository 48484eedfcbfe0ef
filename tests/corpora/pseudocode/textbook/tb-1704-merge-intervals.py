from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        a = intervals
        a.sort(key=lambda x: x[1 - 1])
        r = []
        r.append(a[1 - 1])
        for i in range(2, len(a) + 1):
            l_ = r[len(r) - 1]
            if a[i - 1][1 - 1] <= l_[2 - 1]:
                l_[2 - 1] = max(l_[2 - 1], a[i - 1][2 - 1])
            else:
                r.append(a[i - 1])
        return r
