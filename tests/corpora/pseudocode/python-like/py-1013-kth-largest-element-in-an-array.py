from heapq import heapify, heapreplace
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        heap = nums[0:k]
        heapify(heap)
        for i in range(k, len(nums)):
            if nums[i] > heap[0]:
                heapreplace(heap, nums[i])
        return heap[0]
