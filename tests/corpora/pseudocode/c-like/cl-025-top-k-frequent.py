from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = (freq.get(x) or 0) + 1
        entries = sorted(freq.items(), key=lambda e: -e[1])
        return [e[0] for e in entries[0:k]]
