from heapq import heappop, heappush
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        heap = []
        for x in nums:
            heappush(heap, x)
            if len(heap) > k:
                heappop(heap)
        return heap[0]
