from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        cnt = {}
        for x in nums:
            cnt[x] = cnt.get(x, 0) + 1
        n = len(nums)
        b = [[] for _ in range(n + 1)]
        for x, f in cnt.items():
            b[f].append(x)
        res = []
        for f in range(n, 0, -1):
            for x in b[f]:
                res.append(x)
                if len(res) == k:
                    return res
        return res
