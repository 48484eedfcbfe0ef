from bisect import bisect_left
from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        d = []
        for x in nums:
            it = bisect_left(d, x)
            if it == len(d):
                d.append(x)
            else:
                d[it] = x
        return len(d)
