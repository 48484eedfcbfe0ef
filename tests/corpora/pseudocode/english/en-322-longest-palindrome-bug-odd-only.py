class Solution:
    def longest_palindrome(self, s: str) -> str:
        best_start = 0
        best_length = 1
        for i in range(len(s)):
            left = i
            right = i
            while left >= 0 and right < len(s) and s[left] == s[right]:
                left -= 1
                right += 1
            if right - left - 1 > best_length:
                best_start = left + 1
                best_length = right - left - 1
        return s[best_start : best_start + best_length]
