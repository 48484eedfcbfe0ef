from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        counts = {}
        for x in nums:
            if x not in counts:
                counts[x] = 0
            counts[x] += 1
        keys = sorted(counts, key=lambda v: counts[v])
        return keys[:k]
