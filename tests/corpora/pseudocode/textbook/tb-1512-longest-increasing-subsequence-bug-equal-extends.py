from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        d = [0] * n
        l = 0
        for i in range(1, n + 1):
            x = nums[i - 1]
            b = 1
            e = l + 1
            while b < e:
                m = (b + e) // 2
                if d[m - 1] > x:
                    e = m
                else:
                    b = m + 1
            d[b - 1] = x
            if b > l:
                l = b
        return l
