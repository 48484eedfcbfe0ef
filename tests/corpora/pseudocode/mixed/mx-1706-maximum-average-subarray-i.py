from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        a = nums
        n = len(a)
        s = 0
        for i in range(0, k):
            s = s + a[i]
        m = s
        for i in range(k, n):
            s = s + a[i] - a[i - k]
            if s > m:
                m = s
        return m / k
