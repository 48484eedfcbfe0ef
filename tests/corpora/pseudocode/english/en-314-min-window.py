from collections import defaultdict


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = defaultdict(int)
        for c in t:
            need[c] += 1
        missing = len(t)
        left = 0
        best_len = float("inf")
        best_start = 0
        for r in range(len(s)):
            ch = s[r]
            if need[ch] > 0:
                missing -= 1
            need[ch] -= 1
            while missing == 0:
                if r - left + 1 < best_len:
                    best_len = r - left + 1
                    best_start = left
                need[s[left]] += 1
                if need[s[left]] > 0:
                    missing += 1
                left += 1
        if best_len == float("inf"):
            return ""
        return s[best_start : best_start + best_len]
