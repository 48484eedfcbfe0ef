import heapq
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        h = []
        for x in set(nums):
            heapq.heappush(h, x)
            if len(h) > k:
                heapq.heappop(h)
        return h[0]
