from heapq import heapify, heapreplace
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        h = nums[:k]
        heapify(h)
        for x in nums[k:]:
            if x > h[0]:
                heapreplace(h, x)
        return h[0]
