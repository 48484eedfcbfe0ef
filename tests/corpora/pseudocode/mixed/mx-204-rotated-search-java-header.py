from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        a = nums
        t = target
        lo = 0
        hi = len(a) - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            if a[mid] == t:
                return mid
            if a[lo] <= a[mid]:
                if a[lo] <= t < a[mid]:
                    hi = mid - 1
                else:
                    lo = mid + 1
            else:
                if a[mid] < t <= a[hi]:
                    lo = mid + 1
                else:
                    hi = mid - 1
        return -1
