from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        counts = {}
        for x in nums:
            counts[x] = counts.get(x, 0) + 1
        return [v for v, c in sorted(counts.items(), key=lambda vc: vc[1])[:k]]
