from collections import Counter
from heapq import heappop, heappush
from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = Counter(nums)
        heap = []
        for num, c in count.items():
            heappush(heap, (c, num))
            if len(heap) > k:
                heappop(heap)
        return [num for c, num in heap]
