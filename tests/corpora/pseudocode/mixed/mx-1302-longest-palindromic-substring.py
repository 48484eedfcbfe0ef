class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        best_l = 1
        best_r = 1

        def expand(l, r):
            while l >= 1 and r <= n and s[l - 1] == s[r - 1]:
                l -= 1
                r += 1
            return l + 1, r - 1

        for i in range(1, n + 1):
            a, b = expand(i, i)
            if b - a > best_r - best_l:
                best_l, best_r = a, b
            a, b = expand(i, i + 1)
            if b - a > best_r - best_l:
                best_l, best_r = a, b
        return s[best_l - 1 : best_r]
