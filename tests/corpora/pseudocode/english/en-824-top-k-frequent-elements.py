from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = freq.get(x, 0) + 1
        keys = sorted(freq.keys(), key=lambda v: freq[v], reverse=True)
        return keys[:k]
