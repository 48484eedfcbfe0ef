from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        n = len(height)
        i = 1
        j = n
        best = 0
        while i < j:
            area = (j - i) * min(height[i - 1], height[j - 1])
            best = max(best, area)
            if height[i - 1] > height[j - 1]:
                i = i + 1
            else:
                j = j - 1
        return best
