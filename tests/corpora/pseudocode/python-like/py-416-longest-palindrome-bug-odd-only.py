class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = ""
        for c in range(0, len(s)):
            l = c
            r = c
            while l >= 0 and r < len(s) and s[l] == s[r]:
                l -= 1
                r += 1
            cand = s[l + 1 : r - 1 + 1]
            if not (len(cand) <= len(best)):
                best = cand
        return best
