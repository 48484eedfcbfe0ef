from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        H = height
        i = 1
        j = len(H)
        best = 0
        while i < j:
            area = min(H[i - 1], H[j - 1]) * (j - i + 1)
            if area > best:
                best = area
            if H[i - 1] < H[j - 1]:
                i = i + 1
            else:
                j = j - 1
        return best
