class Solution:
    def longest_palindrome(self, s: str) -> str:
        debut = 0
        long_ = 1
        for c in range(0, len(s)):
            g = c
            d = c
            while g >= 0 and d < len(s) and s[g] == s[d]:
                g = g - 1
                d = d + 1
            if d - g - 1 > long_:
                debut = g + 1
                long_ = d - g - 1
            g = c
            d = c + 1
            while g >= 0 and d < len(s) and s[g] == s[d]:
                g = g - 1
                d = d + 1
            if d - g - 1 > long_:
                debut = g + 1
                long_ = d - g - 1
        return s[debut : debut + long_]
