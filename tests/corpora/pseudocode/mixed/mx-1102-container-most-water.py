from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        l = 0
        r = len(height) - 1
        b = 0
        while l < r:
            a = min(height[l], height[r]) * (r - l)
            b = max(b, a)
            if height[l] < height[r]:
                l = l + 1
            else:
                r = r - 1
        return b
