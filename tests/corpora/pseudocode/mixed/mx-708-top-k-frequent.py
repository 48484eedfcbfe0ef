from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        cnt = {}
        for x in nums:
            cnt[x] = cnt.get(x, 0) + 1
        buckets = [[] for _ in range(len(nums) + 1)]  # buckets[f] = nums seen f times
        for num, f in cnt.items():
            buckets[f].append(num)
        ans = []
        for f in range(len(nums), 0, -1):
            for num in buckets[f]:
                ans.append(num)
                if len(ans) == k:
                    return ans
        return ans
