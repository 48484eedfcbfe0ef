class Solution:
    def longest_palindrome(self, s: str) -> str:
        def expand(s, left, right):
            while left >= 1 and right <= len(s) and s[left - 1] == s[right - 1]:
                left = left - 1
                right = right + 1
            return right - left - 1

        start = 1
        best = 1
        for i in range(1, len(s) + 1):
            len1 = expand(s, i, i)
            len2 = expand(s, i, i + 1)
            if len1 > len2:
                L = len1
            else:
                L = len2
            if L > best:
                best = L
                start = i - (L - 1) // 2
        return s[start - 1 : start - 1 + best]
