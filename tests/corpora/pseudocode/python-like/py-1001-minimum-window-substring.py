from collections import Counter
from math import inf


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = Counter(t)
        missing = len(t)
        l = 0
        best = (0, inf)
        for r, ch in enumerate(s):
            if need[ch] > 0:
                missing -= 1
            need[ch] -= 1
            if missing == 0:
                while need[s[l]] < 0:
                    need[s[l]] += 1
                    l += 1
                if r - l < best[1] - best[0]:
                    best = (l, r)
                need[s[l]] += 1
                missing += 1
                l += 1
        return "" if best[1] == inf else s[best[0] : best[1] + 1]
