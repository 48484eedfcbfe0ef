from heapq import heappush, heapreplace
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        h = []
        for x in nums:
            if len(h) <= k:
                heappush(h, x)
            elif x > h[0]:
                heapreplace(h, x)
        return h[0]
