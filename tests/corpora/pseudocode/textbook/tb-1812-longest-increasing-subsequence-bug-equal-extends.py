from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        t = [0] * n
        length = 0
        for i in range(1, n + 1):
            x = nums[i - 1]
            lo = 1
            hi = length
            while lo <= hi:
                mid = (lo + hi) // 2
                if t[mid - 1] > x:
                    hi = mid - 1
                else:
                    lo = mid + 1
            t[lo - 1] = x
            if lo > length:
                length = lo
        return length
