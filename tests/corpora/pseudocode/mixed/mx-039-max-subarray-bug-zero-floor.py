from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        running = 0
        best = 0
        for x in nums:
            running = running + x
            if running < 0:
                running = 0
            best = max(best, running)
        return best
