class Solution:
    def is_palindrome(self, s: str) -> bool:
        left = 0
        right = len(s) - 1
        while left < right:
            if not self.is_good(s[left]):
                left += 1
            elif not self.is_good(s[right]):
                right -= 1
            elif s[left] != s[right]:
                return False
            else:
                left += 1
                right -= 1
        return True

    def is_good(self, ch):
        return ch.isalpha() or ch.isdigit()
