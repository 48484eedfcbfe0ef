from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        seen = {}
        for x in nums:
            old = seen.get(x, 0)
            seen[x] = old + 1
            if old:
                return True
        return False
