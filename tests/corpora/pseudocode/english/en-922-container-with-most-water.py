from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        left = 0
        right = len(height) - 1
        best = 0

        while left < right:
            water = min(height[left], height[right]) * (right - left)
            if water > best:
                best = water

            if height[left] <= height[right]:
                left += 1
            else:
                right -= 1

        return best
