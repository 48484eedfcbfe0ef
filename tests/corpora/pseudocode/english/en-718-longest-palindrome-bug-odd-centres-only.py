class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = s[0]
        for c in range(len(s)):
            L = c
            R = c
            while L >= 0 and R < len(s) and s[L] == s[R]:
                L -= 1
                R += 1
            pal = s[L + 1 : R]
            if len(pal) > len(best):
                best = pal
        return best
