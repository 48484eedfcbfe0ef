import heapq
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        A = nums
        n = len(A)
        H = []
        for i in range(1, n + 1):
            heapq.heappush(H, A[i - 1])
            if len(H) > k:
                heapq.heappop(H)
        return H[0]
