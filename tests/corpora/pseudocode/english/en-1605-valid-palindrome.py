class Solution:
    def is_palindrome(self, s: str) -> bool:
        left = 1
        right = len(s)
        while left < right:
            while not s[left - 1].isalnum() and left < right:
                left += 1
            while not s[right - 1].isalnum() and left < right:
                right -= 1
            if s[left - 1].lower() != s[right - 1].lower():
                return False
            left += 1
            right -= 1
        return True
