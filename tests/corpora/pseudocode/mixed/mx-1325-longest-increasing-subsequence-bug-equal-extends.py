from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        tails = []
        for i in range(1, len(nums) + 1):
            x = nums[i - 1]
            lo = 1
            hi = len(tails) + 1
            while lo < hi:
                mid = (lo + hi) // 2
                if tails[mid - 1] <= x:
                    lo = mid + 1
                else:
                    hi = mid
            if lo == len(tails) + 1:
                tails = tails + [x]
            else:
                tails[lo - 1] = x
        return len(tails)
