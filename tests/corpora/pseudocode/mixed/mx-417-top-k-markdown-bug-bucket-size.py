from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for x in nums:
            count[x] = count.get(x, 0) + 1
        buckets = [[] for _ in range(len(nums))]
        for x, f in count.items():
            buckets[f].append(x)
        res = []
        for f in range(len(nums) - 1, 0, -1):
            for x in buckets[f]:
                res.append(x)
                if len(res) == k:
                    return res
