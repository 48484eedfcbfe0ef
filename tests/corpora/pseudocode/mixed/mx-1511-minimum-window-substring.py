class Solution:
    def min_window(self, s: str, t: str) -> str:
        n = len(s)
        need = {}
        for c in t:
            need[c] = need.get(c, 0) + 1
        k = len(t)
        l, b, m = 1, 0, n + 1
        for r in range(1, n + 1):
            c = s[r - 1]
            if need.get(c, 0) > 0:
                k -= 1
            need[c] = need.get(c, 0) - 1
            while k == 0:
                if r - l + 1 < m:
                    m = r - l + 1
                    b = l
                need[s[l - 1]] = need.get(s[l - 1], 0) + 1
                if need[s[l - 1]] > 0:
                    k += 1
                l += 1
        if m == n + 1:
            return ""
        return s[b - 1 : b - 1 + m]
