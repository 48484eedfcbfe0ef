from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        i, j = 0, len(height) - 1
        best = 0
        while i < j:
            best = max(best, (j - i) * min(height[i], height[j]))
            if height[i] < height[j]:
                j -= 1
            else:
                i += 1
        return best
