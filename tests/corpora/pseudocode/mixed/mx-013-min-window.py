from collections import Counter


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = Counter(t)
        missing = len(t)
        best_len = float("inf")
        best_start = 0
        l = 0
        for r in range(len(s)):
            c = s[r]
            if need[c] > 0:
                missing -= 1
            need[c] -= 1
            while missing == 0:
                if r - l + 1 < best_len:
                    best_len = r - l + 1
                    best_start = l
                need[s[l]] += 1
                if need[s[l]] > 0:
                    missing += 1
                l += 1
        return "" if best_len == float("inf") else s[best_start : best_start + best_len]
