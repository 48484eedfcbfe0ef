from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for x in nums:
            if x not in count:
                count[x] = 0
            count[x] += 1
        buckets = [[] for _ in range(len(nums) + 1)]
        for x, f in count.items():
            buckets[f].append(x)
        result = []
        for f in range(len(nums), 0, -1):
            for x in buckets[f]:
                result.append(x)
                if len(result) == k:
                    return result
