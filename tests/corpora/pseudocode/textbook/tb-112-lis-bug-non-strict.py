from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        L = 0
        tail = [0] * len(nums)
        for i in range(1, len(nums) + 1):
            lo = 1
            hi = L + 1
            while lo < hi:
                mid = (lo + hi) // 2
                if tail[mid - 1] <= nums[i - 1]:
                    lo = mid + 1
                else:
                    hi = mid
            tail[lo - 1] = nums[i - 1]
            if lo > L:
                L = lo
        return L
