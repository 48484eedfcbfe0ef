class Solution:
    def min_window(self, s: str, t: str) -> str:
        n = {}
        for c in t:
            n[c] = True
        k = len(n)
        w = {}
        h = 0
        l = 1
        b = ""
        for r in range(1, len(s) + 1):
            c = s[r - 1]
            w[c] = w.get(c, 0) + 1
            if n.get(c) and w[c] == 1:
                h = h + 1
            while h == k:
                if b == "" or r - l + 1 < len(b):
                    b = s[l - 1 : r]
                d = s[l - 1]
                w[d] = w[d] - 1
                if n.get(d) and w[d] == 0:
                    h = h - 1
                l = l + 1
        return b
