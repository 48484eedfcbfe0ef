from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        h = height
        i = 1
        j = len(h)
        best = 0
        while i < j:
            w = j - i + 1
            area = min(h[i - 1], h[j - 1]) * w
            if area > best:
                best = area
            if h[i - 1] < h[j - 1]:
                i = i + 1
            else:
                j = j - 1
        return best
