class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for ch in t:
            need[ch] = need.get(ch, 0) + 1
        missing = len(t)
        left = 1
        best_start = 0
        best_len = float("inf")
        for right in range(1, len(s) + 1):
            c = s[right - 1]
            if need.get(c, 0) > 0:
                missing = missing - 1
            need[c] = need.get(c, 0) - 1
            while missing == 0:
                if right - left + 1 < best_len:
                    best_len = right - left + 1
                    best_start = left
                d = s[left - 1]
                need[d] = need[d] + 1
                if need[d] > 0:
                    missing = missing + 1
                left = left + 1
        if best_len == float("inf"):
            return ""
        return s[best_start - 1 : best_start + best_len - 1]
