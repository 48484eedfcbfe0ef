class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = ""
        for i in range(len(s)):
            for l, r in [(i, i), (i, i + 1)]:
                while l >= 0 and r < len(s) and s[l] == s[r]:
                    l -= 1
                    r += 1
                p = s[l + 1 : r]
                if len(p) > len(best):
                    best = p
        return best
