class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = [0] * 128
        missing = len(t)
        left = 1
        best_l = 0
        best_len = len(s) + 1
        for i in range(1, len(t) + 1):
            need[ord(t[i - 1]) + 1 - 1] = need[ord(t[i - 1]) + 1 - 1] + 1
        for right in range(1, len(s) + 1):
            if need[ord(s[right - 1]) + 1 - 1] > 0:
                missing = missing - 1
            need[ord(s[right - 1]) + 1 - 1] = need[ord(s[right - 1]) + 1 - 1] - 1
            while missing == 0:
                if right - left + 1 < best_len:
                    best_len = right - left + 1
                    best_l = left
                need[ord(s[left - 1]) + 1 - 1] = need[ord(s[left - 1]) + 1 - 1] + 1
                if need[ord(s[left - 1]) + 1 - 1] > 0:
                    missing = missing + 1
                left = left + 1
        if best_l == 0:
            return ""
        return s[best_l - 1 : best_l - 1 + best_len]
