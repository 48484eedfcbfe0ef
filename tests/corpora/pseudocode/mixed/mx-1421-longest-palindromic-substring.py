class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        inizio = 0
        lunghezza = 1

        def espandi(s, sx, dx):
            nonlocal inizio, lunghezza
            while sx >= 0 and dx < n and s[sx] == s[dx]:
                sx -= 1
                dx += 1
            if dx - sx - 1 > lunghezza:
                lunghezza = dx - sx - 1
                inizio = sx + 1

        for c in range(0, n):
            espandi(s, c, c)
            espandi(s, c, c + 1)
        return s[inizio : inizio + lunghezza - 1 + 1]
