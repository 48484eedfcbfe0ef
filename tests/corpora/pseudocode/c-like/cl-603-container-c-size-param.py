from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        i = 0
        j = len(height) - 1
        best = 0
        while i < j:
            area = (height[i] if height[i] < height[j] else height[j]) * (j - i)
            best = area if area > best else best
            if height[i] < height[j]:
                i += 1
            else:
                j -= 1
        return best
