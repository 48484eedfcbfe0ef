from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        l = 0
        r = len(height) - 1
        most = 0
        while l < r - 1:
            water = min(height[l], height[r]) * (r - l)
            most = max(most, water)
            if height[l] < height[r]:
                l += 1
            else:
                r -= 1
        return most
