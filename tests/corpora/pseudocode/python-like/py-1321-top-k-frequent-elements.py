from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for x in nums:
            if x in count:
                count[x] = count[x] + 1
            else:
                count[x] = 1
        buckets = [[] for i in range(len(nums) + 1)]
        for x in count:
            buckets[count[x]].append(x)
        result = []
        f = len(nums)
        while f > 0 and len(result) < k:
            for x in buckets[f]:
                result.append(x)
            f = f - 1
        return result
