from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for x in nums:
            count[x] = count.get(x, 0) + 1
        N = len(nums)
        bucket = [[] for _ in range(N + 1)]
        for x in count:
            bucket[count[x]].append(x)
        R = []
        for f in range(N, 0, -1):
            for x in bucket[f]:
                R.append(x)
                if len(R) == k:
                    return R
