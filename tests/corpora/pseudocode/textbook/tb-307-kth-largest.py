import heapq
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        H = []
        for x in nums:
            heapq.heappush(H, x)
            if len(H) > k:
                heapq.heappop(H)
        return H[0]
