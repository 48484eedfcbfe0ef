from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        uniq = sorted(set(nums), reverse=True)
        return uniq[k - 1]
