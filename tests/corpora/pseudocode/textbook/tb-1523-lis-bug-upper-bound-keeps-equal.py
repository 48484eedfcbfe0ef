from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        length = 0
        d = [0] * len(nums)
        for i in range(1, len(nums) + 1):
            x = nums[i - 1]
            lo, hi = 1, length + 1
            while lo < hi:
                mid = (lo + hi) // 2
                if d[mid - 1] > x:
                    hi = mid
                else:
                    lo = mid + 1
            d[lo - 1] = x
            if lo > length:
                length += 1
        return length
