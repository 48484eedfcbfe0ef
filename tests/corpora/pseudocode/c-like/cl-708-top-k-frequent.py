from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        freq = {}
        for x in nums:
            freq[x] = freq.get(x, 0) + 1
        bucket = [[] for _ in range(len(nums) + 1)]
        for num, c in freq.items():
            bucket[c].append(num)
        res = []
        c = len(nums)
        while c >= 1 and len(res) < k:
            for num in bucket[c]:
                res.append(num)
                if len(res) == k:
                    break
            c -= 1
        return res
