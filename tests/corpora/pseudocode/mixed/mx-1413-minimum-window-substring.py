from collections import defaultdict


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = defaultdict(int)
        for ch in t:
            need[ch] += 1
        missing = len(t)
        left = 0
        bestL = 0
        bestLen = float("inf")

        for right in range(0, len(s)):
            c = s[right]
            if need[c] > 0:
                missing = missing - 1
            need[c] = need[c] - 1
            while missing == 0:
                if right - left + 1 < bestLen:
                    bestLen = right - left + 1
                    bestL = left
                d = s[left]
                need[d] = need[d] + 1
                if need[d] > 0:
                    missing = missing + 1
                left = left + 1

        if bestLen == float("inf"):
            return ""
        else:
            return s[bestL : bestL + bestLen]
