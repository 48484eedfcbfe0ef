from bisect import bisect_left
from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        # tails[i] = smallest last value of an increasing run of length i+1
        tails = []
        for x in nums:
            i = bisect_left(tails, x)  # first spot where tails[i] >= x
            if i == len(tails):
                tails.append(x)
            else:
                tails[i] = x
        return len(tails)
