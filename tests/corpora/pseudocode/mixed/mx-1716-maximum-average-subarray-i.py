from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        a = nums
        s = 0
        for i in range(1, k + 1):
            s = s + a[i - 1]
        m = s
        for i in range(k + 1, len(a) + 1):
            s = s + a[i - 1] - a[i - k - 1]
            if s > m:
                m = s
        return m / k
