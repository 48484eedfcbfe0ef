class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for ch in t:
            need[ch] = need.get(ch, 0) + 1
        missing = len(t)
        left = 0
        best_l = 0
        best_len = float("inf")
        for right in range(len(s)):
            c = s[right]
            if need.get(c, 0) > 0:
                missing -= 1
            need[c] = need.get(c, 0) - 1
            while missing == 0:
                if right - left + 1 < best_len:
                    best_len = right - left + 1
                    best_l = left
                need[s[left]] = need.get(s[left], 0) + 1
                if need[s[left]] > 0:
                    missing += 1
                left += 1
        if best_len == float("inf"):
            return ""
        return s[best_l : best_l + best_len]
