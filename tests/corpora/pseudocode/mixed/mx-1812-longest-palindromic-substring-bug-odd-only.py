class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = s[0]
        for c in range(len(s)):
            l = c
            r = c
            while l >= 0 and r < len(s) and s[l] == s[r]:
                l -= 1
                r += 1
            if r - l - 1 > len(best):
                best = s[l + 1 : r]
        return best
