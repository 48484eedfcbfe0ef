from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        H = height
        n = len(H)
        i = 1
        j = n
        best = 0
        while i < j:
            alto = min(H[i - 1], H[j - 1])
            area = alto * (j - i)
            if area > best:
                best = area
            if H[i - 1] < H[j - 1]:
                i = i + 1
            else:
                j = j - 1
        return best
