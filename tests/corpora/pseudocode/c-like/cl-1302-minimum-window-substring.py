class Solution:
    def min_window(self, s: str, t: str) -> str:
        if len(t) > len(s):
            return ""
        need = {}
        for ch in t:
            need[ch] = (need.get(ch) or 0) + 1
        missing = len(t)
        left = 1
        best_start = 0
        best_len = float("inf")
        for right in range(1, len(s) + 1):
            c = s[right - 1]
            if c in need:
                if need[c] > 0:
                    missing -= 1
                need[c] = need[c] - 1
            while missing == 0:
                if right - left + 1 < best_len:
                    best_len = right - left + 1
                    best_start = left
                d = s[left - 1]
                if d in need:
                    need[d] = need[d] + 1
                    if need[d] > 0:
                        missing += 1
                left += 1
        return "" if best_len == float("inf") else s[best_start - 1 : best_start - 1 + best_len]
