from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        a = nums
        t = []
        for i in range(1, len(a) + 1):
            x = a[i - 1]
            l = 1
            h = len(t)
            while l <= h:
                m = (l + h) // 2
                if t[m - 1] > x:
                    h = m - 1
                else:
                    l = m + 1
            if l - 1 == len(t):
                t.append(x)
            else:
                t[l - 1] = x
        return len(t)
