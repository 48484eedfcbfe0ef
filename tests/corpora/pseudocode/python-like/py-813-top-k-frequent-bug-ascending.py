from collections import Counter
from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        cnt = Counter(nums)
        return sorted(cnt, key=lambda x: cnt[x])[:k]
