class Solution:
    def min_window(self, s: str, t: str) -> str:
        if len(s) < len(t):
            return ""
        need = {}
        for c in t:
            need[c] = need.get(c, 0) + 1
        missing = len(t)
        left, best_start, best_len = 0, 0, 2**31 - 1

        for right in range(len(s)):
            c = s[right]
            if c in need:
                if need[c] > 0:
                    missing -= 1
                need[c] = need[c] - 1
            while missing == 0:
                if right - left + 1 < best_len:
                    best_len = right - left + 1
                    best_start = left
                d = s[left]
                if d in need:
                    need[d] = need[d] + 1
                    if need[d] > 0:
                        missing += 1
                left += 1
        return "" if best_len == 2**31 - 1 else s[best_start : best_start + best_len]
