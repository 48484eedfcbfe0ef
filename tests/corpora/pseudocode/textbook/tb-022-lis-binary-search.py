from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        t = [0] * (len(nums) + 1)
        length = 0
        for i in range(1, len(nums) + 1):
            lo = 1
            hi = length
            while lo <= hi:
                mid = (lo + hi) // 2
                if t[mid] < nums[i - 1]:
                    lo = mid + 1
                else:
                    hi = mid - 1
            t[lo] = nums[i - 1]
            if lo > length:
                length = lo
        return length
