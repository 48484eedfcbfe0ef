class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        best_lo = 1
        best_len = 1

        def expand(lo, hi):
            while True:
                if lo < 1 or hi > n or s[lo - 1] != s[hi - 1]:
                    break
                lo = lo - 1
                hi = hi + 1
            return hi - lo - 1

        for c in range(1, n + 1):
            L = max(expand(c, c), expand(c, c + 1))
            if L > best_len:
                best_len = L
                best_lo = c - (L - 1) // 2
        return s[best_lo - 1 : best_lo + best_len - 1]
