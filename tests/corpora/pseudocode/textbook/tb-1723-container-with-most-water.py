from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        left = 1
        right = len(height)
        most = 0
        while not (left == right):
            if height[left - 1] < height[right - 1]:
                water = height[left - 1] * (right - left)
                left = left + 1
            else:
                water = height[right - 1] * (right - left)
                right = right - 1
            if water > most:
                most = water
        return most
