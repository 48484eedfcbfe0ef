from collections import Counter


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = Counter(t)
        missing = len(t)
        left = 0
        best_start = 0
        best_len = float("inf")
        for right in range(0, len(s)):
            c = s[right]
            if need[c] > 0:
                missing -= 1
            need[c] -= 1
            while missing == 0:
                if right - left + 1 < best_len:
                    best_len = right - left + 1
                    best_start = left
                need[s[left]] += 1
                if need[s[left]] > 0:
                    missing += 1
                left += 1
        return "" if best_len == float("inf") else s[best_start : best_start + best_len]
