from collections import defaultdict


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = set()
        for i in range(0, len(t)):
            need.add(t[i])
        have = defaultdict(int)
        formed = 0
        left = 0
        best = -1
        best_l = 0
        for r in range(len(s)):
            c = s[r]
            have[c] += 1
            if c in need and have[c] == 1:
                formed += 1
            while formed == len(need):
                if best == -1 or r - left + 1 < best:
                    best = r - left + 1
                    best_l = left
                have[s[left]] -= 1
                if s[left] in need and have[s[left]] == 0:
                    formed -= 1
                left += 1
        if best == -1:
            return ""
        return s[best_l : best_l + best]
