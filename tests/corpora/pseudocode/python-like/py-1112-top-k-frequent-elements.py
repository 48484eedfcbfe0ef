from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for n in nums:
            count[n] = count.get(n, 0) + 1
        bucket = [[] for i in range(len(nums) + 1)]
        for n, f in count.items():
            bucket[f].append(n)
        result = []
        for f in range(len(nums), 0, -1):
            for n in bucket[f]:
                result.append(n)
                if len(result) == k:
                    return result
        return result
