from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        l = 0
        r = len(height) - 1
        best = 0
        while l < r:
            area = min(height[l], height[r]) * (r - l)
            best = max(best, area)
            if height[l] > height[r]:
                l += 1
            else:
                r -= 1
        return best
