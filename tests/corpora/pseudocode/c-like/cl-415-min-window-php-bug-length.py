import sys


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for c in list(t):
            need[c] = need.get(c, 0) + 1
        missing = len(t)
        l = 0
        bestL = 0
        bestLen = sys.maxsize
        for r in range(0, len(s)):
            c = s[r]
            if need.get(c, 0) > 0:
                missing -= 1
            need[c] = need.get(c, 0) - 1
            while missing == 0:
                if r - l < bestLen:
                    bestLen = r - l
                    bestL = l
                need[s[l]] += 1
                if need[s[l]] > 0:
                    missing += 1
                l += 1
        return "" if bestLen == sys.maxsize else s[bestL : bestL + bestLen]
