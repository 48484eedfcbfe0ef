from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = freq.get(x, 0) + 1
        entries = list(freq.items())
        entries.sort(key=lambda e: -e[1])
        return [num for num, _ in entries[:k]]
