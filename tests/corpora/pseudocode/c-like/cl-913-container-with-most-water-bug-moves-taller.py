from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        heightSize = len(height)
        i = 0
        j = heightSize - 1
        best = 0
        while i < j:
            h = height[i]
            if height[j] < h:
                h = height[j]
            area = h * (j - i)
            if area > best:
                best = area
            if height[i] > height[j]:
                i = i + 1
            else:
                j = j - 1
        return best
