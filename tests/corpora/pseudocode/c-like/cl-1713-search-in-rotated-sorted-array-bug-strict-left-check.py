from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        a = nums
        n = len(nums)
        t = target
        l = 0
        r = n - 1
        while l <= r:
            m = (l + r) // 2
            if a[m] == t:
                return m
            if a[l] < a[m]:
                if a[l] <= t and t < a[m]:
                    r = m - 1
                else:
                    l = m + 1
            else:
                if a[m] < t and t <= a[r]:
                    l = m + 1
                else:
                    r = m - 1
        return -1
