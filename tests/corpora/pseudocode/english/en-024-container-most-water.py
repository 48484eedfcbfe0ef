from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        start = 0
        end = len(height) - 1
        most = 0
        while start < end:
            water = min(height[start], height[end]) * (end - start)
            most = max(most, water)
            if height[start] < height[end]:
                start += 1
            else:
                end -= 1
        return most
