from bisect import bisect_right
from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        tails = []
        for x in nums:
            pos = bisect_right(tails, x)
            if pos == len(tails):
                tails.append(x)
            else:
                tails[pos] = x
        return len(tails)
