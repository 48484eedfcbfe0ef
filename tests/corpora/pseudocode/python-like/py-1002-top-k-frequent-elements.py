from heapq import heappop, heappush
from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = freq.get(x, 0) + 1
        h = []
        for val, cnt in freq.items():
            heappush(h, (cnt, val))
            if len(h) > k:
                heappop(h)
        return [val for cnt, val in h]
