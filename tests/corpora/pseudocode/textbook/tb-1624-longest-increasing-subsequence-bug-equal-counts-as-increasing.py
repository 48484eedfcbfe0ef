from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        tails = [0] * n
        len_ = 0
        for i in range(1, n + 1):
            lo = 1
            hi = len_
            while lo <= hi:
                mid = (lo + hi) // 2
                if tails[mid - 1] <= nums[i - 1]:
                    lo = mid + 1
                else:
                    hi = mid - 1
            tails[lo - 1] = nums[i - 1]
            if lo > len_:
                len_ = lo
        return len_
