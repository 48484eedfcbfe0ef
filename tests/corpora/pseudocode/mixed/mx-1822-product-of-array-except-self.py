from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        a = nums
        n = len(a)
        kq = [0] * n
        kq[1 - 1] = 1
        for i in range(2, n + 1):
            kq[i - 1] = kq[i - 1 - 1] * a[i - 1 - 1]
        sau = 1
        for i in range(n, 0, -1):
            kq[i - 1] = kq[i - 1] * sau
            sau = sau * a[i - 1]
        return kq
