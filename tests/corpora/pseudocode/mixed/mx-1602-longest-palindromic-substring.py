class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        bestLo = 0
        bestHi = 0
        for c in range(0, n - 1 + 1):
            for lo, hi in [(c, c), (c, c + 1)]:
                while lo >= 0 and hi < n and s[lo] == s[hi]:
                    lo = lo - 1
                    hi = hi + 1
                if (hi - 1) - (lo + 1) > bestHi - bestLo:
                    bestLo = lo + 1
                    bestHi = hi - 1
        return s[bestLo : bestHi + 1]
