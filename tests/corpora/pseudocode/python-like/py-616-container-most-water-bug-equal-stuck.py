from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        l = 0
        r = len(height) - 1
        best = 0
        while l < r:
            best = max(best, (r - l) * min(height[l], height[r]))
            if height[l] < height[r]:
                l += 1
            elif height[l] > height[r]:
                r -= 1
        return best
