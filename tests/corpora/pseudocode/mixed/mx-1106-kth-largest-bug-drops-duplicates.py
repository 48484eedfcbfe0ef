from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        s = set(nums)
        a = sorted([*s], key=lambda x: -x)
        return a[k - 1]
