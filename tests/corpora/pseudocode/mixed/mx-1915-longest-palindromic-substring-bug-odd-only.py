class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = s[0]
        for c in range(0, len(s) - 1 + 1):
            L = c
            R = c
            while L >= 0 and R < len(s) and s[L] == s[R]:
                L = L - 1
                R = R + 1
            if R - L - 1 > len(best):
                best = s[L + 1 : R - 1 + 1]
        return best
