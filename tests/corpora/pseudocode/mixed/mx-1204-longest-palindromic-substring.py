class Solution:
    def longest_palindrome(self, s: str) -> str:
        def expand(s, l, r):
            while l >= 0 and r < len(s) and s[l] == s[r]:
                l = l - 1
                r = r + 1
            return s[l + 1 : r]

        best = ""
        for i in range(0, len(s)):
            a = expand(s, i, i)
            b = expand(s, i, i + 1)
            if len(a) > len(best):
                best = a
            if len(b) > len(best):
                best = b
        return best
