from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        i = 0
        j = len(height) - 1
        best = 0
        while i < j:
            h = min(height[i], height[j])
            best = max(best, h * (j - i))
            if height[i] > height[j]:
                i += 1
            else:
                j -= 1
        return best
