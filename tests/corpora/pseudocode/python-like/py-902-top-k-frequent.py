from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = freq.get(x, 0) + 1

        buckets = [[] for _ in range(len(nums) + 1)]
        for val, cnt in freq.items():
            buckets[cnt].append(val)

        res = []
        for c in range(len(nums), 0, -1):
            for v in buckets[c]:
                res.append(v)
                if len(res) == k:
                    return res
        return res
