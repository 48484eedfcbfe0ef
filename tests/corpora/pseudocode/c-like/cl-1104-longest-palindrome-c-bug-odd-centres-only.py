class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        bestStart = 0
        bestLen = 1
        for c in range(n):
            l = c
            r = c
            while l >= 0 and r < n and s[l] == s[r]:
                l -= 1
                r += 1
            if r - l - 1 > bestLen:
                bestLen = r - l - 1
                bestStart = l + 1
        return s[bestStart : bestStart + bestLen]
