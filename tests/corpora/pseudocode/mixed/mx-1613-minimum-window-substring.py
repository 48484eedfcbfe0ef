from collections import Counter


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = Counter(t)
        missing = len(t)
        l = 0
        bestL = 0
        bestLen = float("inf")
        for r in range(0, len(s) - 1 + 1):
            c = s[r]
            if need[c] > 0:
                missing -= 1
            need[c] -= 1
            while missing == 0:
                if r - l + 1 < bestLen:
                    bestL = l
                    bestLen = r - l + 1
                d = s[l]
                need[d] += 1
                if need[d] > 0:
                    missing += 1
                l += 1
        return "" if bestLen == float("inf") else s[bestL : bestL + bestLen - 1 + 1]
