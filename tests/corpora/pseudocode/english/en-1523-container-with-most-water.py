from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        n = len(height)
        l = 0
        r = n - 1
        best = 0
        while l < r:
            h = min(height[l], height[r])
            if h * (r - l) > best:
                best = h * (r - l)
            if height[l] < height[r]:
                l += 1
            else:
                r -= 1
        return best
