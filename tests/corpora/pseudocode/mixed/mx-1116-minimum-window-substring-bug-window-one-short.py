from collections import Counter


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = Counter(t)
        missing = len(t)
        left = 0
        bestStart = 0
        bestLen = float("inf")
        for right in range(len(s)):
            c = s[right]
            if need[c] > 0:
                missing -= 1
            need[c] -= 1
            while missing == 0:
                if right - left < bestLen:
                    bestLen = right - left
                    bestStart = left
                need[s[left]] += 1
                if need[s[left]] > 0:
                    missing += 1
                left += 1
        if bestLen == float("inf"):
            return ""
        return s[bestStart : bestStart + bestLen]
