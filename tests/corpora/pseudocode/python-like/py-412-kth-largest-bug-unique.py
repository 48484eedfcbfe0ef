from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        s = sorted(set(nums), reverse=True)
        x = s[k - 1]
        return x
