from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        i = 0
        j = len(height) - 1
        best = 0
        while i < j:
            w = j - i + 1
            area = w * min(height[i], height[j])
            if area > best:
                best = area
            if height[i] < height[j]:
                i += 1
            else:
                j -= 1
        return best
