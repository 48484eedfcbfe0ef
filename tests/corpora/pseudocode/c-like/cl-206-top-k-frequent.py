from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = freq.get(x, 0) + 1
        buckets = [[] for _ in range(len(nums) + 1)]
        for val, cnt in freq.items():
            buckets[cnt].append(val)
        out = []
        c = len(nums)
        while c > 0 and len(out) < k:
            for v in buckets[c]:
                out.append(v)
                if len(out) == k:
                    break
            c -= 1
        return out
