from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        left = 0
        right = len(height) - 1
        most = 0
        while left != right:
            water = (right - left) * min(height[left], height[right])
            if water > most:
                most = water
            if height[left] <= height[right]:
                left += 1
            else:
                right -= 1
        return most
