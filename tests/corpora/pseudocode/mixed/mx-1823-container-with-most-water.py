from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        n = len(height)
        left = 0
        right = n - 1
        best = 0
        while left < right:
            area = min(height[left], height[right]) * (right - left)
            if area > best:
                best = area
            if height[left] < height[right]:
                left = left + 1
            else:
                right = right - 1
        return best
