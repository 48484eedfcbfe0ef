from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        tails = []
        for x in nums:
            lo = 0
            hi = len(tails)
            while lo < hi:
                mid = (lo + hi) // 2
                if tails[mid] < x:
                    lo = mid + 1
                else:
                    hi = mid
            if lo == len(tails):
                tails.append(x)
            else:
                tails[lo] = x
        return len(tails)
