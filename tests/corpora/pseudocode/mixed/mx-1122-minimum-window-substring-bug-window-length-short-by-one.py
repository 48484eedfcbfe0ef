from collections import defaultdict


class Solution:
    def min_window(self, s: str, t: str) -> str:
        n = len(s)
        need = defaultdict(int)
        for x in t:
            need[x] = need[x] + 1
        missing = len(t)
        lo = 1
        best_lo = 1
        best_len = float("inf")
        for hi in range(1, n + 1):
            if need[s[hi - 1]] > 0:
                missing = missing - 1
            need[s[hi - 1]] = need[s[hi - 1]] - 1
            while True:
                if missing > 0:
                    break
                if hi - lo < best_len:
                    best_lo = lo
                    best_len = hi - lo
                need[s[lo - 1]] = need[s[lo - 1]] + 1
                if need[s[lo - 1]] > 0:
                    missing = missing + 1
                lo = lo + 1
        if best_len == float("inf"):
            return ""
        return s[best_lo - 1 : best_lo + best_len - 1]
