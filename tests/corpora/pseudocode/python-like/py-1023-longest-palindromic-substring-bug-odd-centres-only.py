class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = ""
        for i in range(len(s)):
            l = i
            r = i
            while l >= 0 and r < len(s) and s[l] == s[r]:
                l -= 1
                r += 1
            if r - l - 1 > len(best):
                best = s[l + 1 : r]
        return best
