class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        b = 1
        m = 1
        for c in range(1, n + 1):
            l = c
            r = c
            while l >= 1 and r <= n and s[l - 1] == s[r - 1]:
                l -= 1
                r += 1
            if r - l - 1 > m:
                m = r - l - 1
                b = l + 1
            l = c
            r = c + 1
            while l >= 1 and r <= n and s[l - 1] == s[r - 1]:
                l -= 1
                r += 1
            if r - l - 1 > m:
                m = r - l - 1
                b = l + 1
        return s[b - 1 : b - 1 + m]
