class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = ""
        for c in range(len(s)):
            for lo, hi in [(c, c), (c, c + 1)]:
                while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                    lo -= 1
                    hi += 1
                if hi - lo - 1 > len(best):
                    best = s[lo + 1 : hi]
        return best
