class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for ch in t:
            need[ch] = need.get(ch, 0) + 1
        missing = len(t)
        left = 0
        best_start = 0
        best_len = float("inf")
        for right in range(0, len(s)):
            ch = s[right]
            if need.get(ch, 0) > 0:
                missing = missing - 1
            need[ch] = need.get(ch, 0) - 1
            while missing == 0:
                if right - left + 1 < best_len:
                    best_start = left
                    best_len = right - left + 1
                need[s[left]] = need.get(s[left], 0) + 1
                if need[s[left]] > 0:
                    missing = missing + 1
                left = left + 1
        if best_len == float("inf"):
            return ""
        else:
            return s[best_start : best_start + best_len]
