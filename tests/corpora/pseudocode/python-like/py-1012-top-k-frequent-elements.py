from collections import Counter
from heapq import heappop, heappush
from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        cnt = Counter(nums)
        h = []
        for v, c in cnt.items():
            heappush(h, (c, v))
            if len(h) > k:
                heappop(h)
        ans = []
        while h:
            ans.append(heappop(h)[1])
        return ans
