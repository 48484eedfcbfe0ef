from heapq import heappop, heappush
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        n = len(nums)
        h = []
        for i in range(n):
            heappush(h, nums[i])
            if len(h) > k:
                heappop(h)
        return h[0]
