class Solution:
    def longest_palindrome(self, s: str) -> str:
        def expand(l, r):
            while l >= 0 and r < len(s) and s[l] == s[r]:
                l -= 1
                r += 1
            return l + 1, r

        start, end = 0, 1
        for i in range(len(s)):
            for a, b in [expand(i, i), expand(i, i + 1)]:
                if b - a > end - start:
                    start, end = a, b
        return s[start:end]
