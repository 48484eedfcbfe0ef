class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for c in t:
            need[c] = need.get(c, 0) + 1
        missing = len(t)
        l = 0
        best = (float("inf"), 0, 0)
        for r in range(len(s)):
            if need.get(s[r], 0) > 0:
                missing -= 1
            need[s[r]] = need.get(s[r], 0) - 1
            while missing == 0:
                if r - l + 1 < best[0]:
                    best = (r - l + 1, l, r + 1)
                need[s[l]] += 1
                if need[s[l]] > 0:
                    missing += 1
                l += 1
        return "" if best[0] == float("inf") else s[best[1] : best[2]]
