from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for n in nums:
            count[n] = count.get(n, 0) + 1
        buckets = [[] for _ in range(len(nums) + 1)]
        for num, f in count.items():
            buckets[f].append(num)
        res = []
        f = len(nums)
        while f > 0 and len(res) < k:
            for num in buckets[f]:
                res.append(num)
                if len(res) == k:
                    break
            f -= 1
        return res
