from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        left = 0
        right = len(height) - 1
        best = 0
        h = 0
        while left < right:
            h = min(height[left], height[right])
            if h * (right - left) > best:
                best = h * (right - left)
            if height[left] < height[right]:
                left += 1
            else:
                right -= 1
        return best
