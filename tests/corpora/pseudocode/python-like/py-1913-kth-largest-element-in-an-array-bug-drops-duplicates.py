from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        uniq = list(set(nums))
        uniq.sort()
        end = len(uniq) - k
        return uniq[end]
