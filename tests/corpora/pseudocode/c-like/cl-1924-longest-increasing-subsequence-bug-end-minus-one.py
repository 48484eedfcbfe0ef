from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        tails = []
        for x in nums:
            if not tails or x > tails[-1]:
                tails.append(x)
                continue
            lo, hi = 0, (len(tails) - 1) - 1
            while lo < hi:
                m = (lo + hi) // 2
                if tails[m] < x:
                    lo = m + 1
                else:
                    hi = m
            tails[lo] = x
        return len(tails)
