class Solution:
    def longest_palindrome(self, s: str) -> str:
        start = 0
        end = 0
        for i in range(len(s)):
            len_ = self.expand(s, i, i)
            if len_ > end - start + 1:
                start = i - (len_ - 1) // 2
                end = i + len_ // 2
        return s[start : end + 1]

    def expand(self, s, l, r):
        while l >= 0 and r < len(s) and s[l] == s[r]:
            l -= 1
            r += 1
        return r - l - 1
