import heapq
from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        smallHeapKeepingTheKBiggestNumbers = []
        for everyNumberInTheList in nums:
            heapq.heappush(smallHeapKeepingTheKBiggestNumbers, everyNumberInTheList)
            if len(smallHeapKeepingTheKBiggestNumbers) > k:
                heapq.heappop(smallHeapKeepingTheKBiggestNumbers)
        return smallHeapKeepingTheKBiggestNumbers[0]
