from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = freq.get(x, 0) + 1
        buckets = [[] for _ in range(len(nums) + 1)]
        for num, f in freq.items():
            buckets[f].append(num)
        out = []
        for f in range(len(nums), 0, -1):
            for num in buckets[f]:
                out.append(num)
                if len(out) == k:
                    return out
        return out
