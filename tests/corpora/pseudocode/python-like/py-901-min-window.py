from collections import Counter


class Solution:
    def min_window(self, s: str, t: str) -> str:
        if len(t) > len(s):
            return ""
        need = Counter(t)
        missing = len(t)
        l = 0
        bestL = 0
        bestLen = float("inf")
        for r in range(len(s)):
            c = s[r]
            if need[c] > 0:
                missing -= 1
            need[c] -= 1
            while missing == 0:
                if r - l + 1 < bestLen:
                    bestLen = r - l + 1
                    bestL = l
                need[s[l]] += 1
                if need[s[l]] > 0:
                    missing += 1
                l += 1
        if bestLen == float("inf"):
            return ""
        return s[bestL : bestL + bestLen]
