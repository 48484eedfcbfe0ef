from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        d = {}
        for x in nums:
            d[x] = d.get(x, 0) + 1
        n = len(nums)
        b = [[] for _ in range(n)]
        for x in d:
            b[d[x]].append(x)
        r = []
        for f in range(n - 1, -1, -1):
            for y in b[f]:
                r.append(y)
                if len(r) == k:
                    return r
