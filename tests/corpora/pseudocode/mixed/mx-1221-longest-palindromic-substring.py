class Solution:
    def longest_palindrome(self, s: str) -> str:
        best_start = 1
        best_len = 1
        for centre in range(1, len(s) + 1):
            left = centre
            right = centre
            while left >= 1 and right <= len(s) and s[left - 1] == s[right - 1]:
                left = left - 1
                right = right + 1
            if right - left - 1 > best_len:
                best_len = right - left - 1
                best_start = left + 1
            left = centre
            right = centre + 1
            while left >= 1 and right <= len(s) and s[left - 1] == s[right - 1]:
                left = left - 1
                right = right + 1
            if right - left - 1 > best_len:
                best_len = right - left - 1
                best_start = left + 1
        return s[best_start - 1 : best_start - 1 + best_len]
