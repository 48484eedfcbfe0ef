from collections import defaultdict
from heapq import heappop, heappush
from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        cnt = defaultdict(int)
        for x in nums:
            cnt[x] += 1
        h = []
        for x, c in cnt.items():
            heappush(h, (c, x))
            if len(h) > k:
                heappop(h)
        return [p[1] for p in h]
