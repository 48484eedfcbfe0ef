from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for n in nums:
            if n in count:
                count[n] = count[n] + 1
            else:
                count[n] = 1
        buckets = [[] for i in range(len(nums) + 1)]
        for num, f in count.items():
            buckets[f].append(num)
        res = []
        i = len(nums)
        while i > 0 and len(res) < k:
            for num in buckets[i]:
                res.append(num)
            i = i - 1
        return res[:k]
