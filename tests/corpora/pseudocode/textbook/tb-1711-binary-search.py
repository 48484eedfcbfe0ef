from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        a = nums
        t = target
        n = len(a)
        l = 1
        r = n
        while l <= r:
            m = (l + r) // 2
            if a[m - 1] == t:
                return m - 1
            elif a[m - 1] < t:
                l = m + 1
            else:
                r = m - 1
        return -1
