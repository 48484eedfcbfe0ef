from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        T = [0] * n
        k = 0
        for i in range(1, n + 1):
            x = nums[i - 1]
            lo = 1
            hi = k + 1
            while lo < hi:
                mid = (lo + hi) // 2
                if T[mid - 1] < x:
                    lo = mid + 1
                else:
                    hi = mid
            T[lo - 1] = x
            if lo > k:
                k = lo
        return k
