from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = (freq.get(x) or 0) + 1
        buckets = [[] for _ in range(len(nums) + 1)]
        for x, c in freq.items():
            buckets[c].append(x)
        ans = []
        c = len(nums)
        while c > 0 and len(ans) < k:
            ans.extend(buckets[c])
            c -= 1
        return ans[0:k]
