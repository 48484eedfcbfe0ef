from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        t = {}
        for x in nums:
            t[x] = t.get(x, 0) + 1
        o = sorted(t, key=lambda x: t[x])
        return o[:k]
