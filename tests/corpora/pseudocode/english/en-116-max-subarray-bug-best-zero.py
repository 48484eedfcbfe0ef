from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        best = 0
        running = 0
        for n in nums:
            running = max(n, running + n)
            if running > best:
                best = running
        return best
