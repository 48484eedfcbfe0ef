from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        cnt = {}
        for x in nums:
            cnt[x] = cnt.get(x, 0) + 1
        buckets = [[] for _ in range(len(nums) + 1)]
        for x, c in cnt.items():
            buckets[c].append(x)
        out = []
        c = len(nums)
        while c > 0 and len(out) < k:
            out.extend(buckets[c])
            c -= 1
        return out[0:k]
