from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        sortedDesc = sorted(set(nums), reverse=True)
        return sortedDesc[k - 1]
