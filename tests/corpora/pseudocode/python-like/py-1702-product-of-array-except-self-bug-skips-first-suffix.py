from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        a = nums
        n = len(a)
        r = [1] * n
        p = 1
        for i in range(n):
            r[i] = p
            p = p * a[i]
        s = 1
        for i in range(n - 1, 0, -1):
            r[i] = r[i] * s
            s = s * a[i]
        return r
