from collections import Counter
from math import inf


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = Counter(t)
        missing = len(t)
        left = 0
        bestStart = 0
        bestLen = inf

        for right in range(len(s)):
            ch = s[right]
            if need[ch] > 0:
                missing -= 1
            need[ch] -= 1

            while missing == 0:
                if right - left + 1 < bestLen:
                    bestLen = right - left + 1
                    bestStart = left
                need[s[left]] += 1
                if need[s[left]] > 0:
                    missing += 1
                left += 1

        if bestLen == inf:
            return ""
        return s[bestStart : bestStart + bestLen]
