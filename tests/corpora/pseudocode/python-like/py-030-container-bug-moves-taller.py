from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        l = 0
        r = len(height) - 1
        best = 0
        while l < r:
            best = max(best, min(height[l], height[r]) * (r - l))
            if height[l] < height[r]:
                r -= 1
            else:
                l += 1
        return best
