from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        i = 1
        j = len(height)
        best = 0
        while i < j:
            area = min(height[i - 1], height[j - 1]) * (j - i)
            if area > best:
                best = area
            if height[i - 1] < height[j - 1]:
                i = i + 1
            else:
                j = j - 1
        return best
