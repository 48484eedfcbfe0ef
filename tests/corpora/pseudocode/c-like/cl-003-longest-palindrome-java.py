class Solution:
    def longest_palindrome(self, s: str) -> str:
        start, end = 0, 0
        for i in range(0, len(s)):
            length = max(self.expand(s, i, i), self.expand(s, i, i + 1))
            if length > end - start:
                start = i - (length - 1) // 2
                end = start + length
        return s[start:end]

    def expand(self, s, l, r):
        while l >= 0 and r < len(s) and s[l] == s[r]:
            l -= 1
            r += 1
        return r - l - 1
