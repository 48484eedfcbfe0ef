import heapq
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        H = []
        for i in range(1, len(nums) + 1):
            heapq.heappush(H, nums[i - 1])
            if len(H) > k:
                heapq.heappop(H)
        return H[0]
