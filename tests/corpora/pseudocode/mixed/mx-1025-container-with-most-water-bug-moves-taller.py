from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        L = 0
        R = len(height) - 1
        best = 0
        while L < R:
            H = min(height[L], height[R])
            best = max(best, H * (R - L))
            if height[L] > height[R]:
                L += 1
            else:
                R -= 1
        return best
