class Solution:
    def longest_palindrome(self, s: str) -> str:
        if len(s) == 0:
            return ""
        best_start = 0
        best_len = 1
        for center in range(len(s)):
            left, right = center, center
            while left >= 0 and right < len(s) and s[left] == s[right]:
                left -= 1
                right += 1
            if right - left - 1 > best_len:
                best_len = right - left - 1
                best_start = left + 1
            left = center
            right = center + 1
            while left >= 0 and right < len(s) and s[left] == s[right]:
                left -= 1
                right += 1
            if right - left - 1 > best_len:
                best_len = right - left - 1
                best_start = left + 1
        return s[best_start : best_start + best_len]
