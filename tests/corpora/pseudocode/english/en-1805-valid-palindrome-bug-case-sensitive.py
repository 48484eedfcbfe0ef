class Solution:
    def is_palindrome(self, s: str) -> bool:
        left_pos = 0
        right_pos = len(s) - 1
        while left_pos < right_pos:
            if not s[left_pos].isalnum():
                left_pos = left_pos + 1
            elif not s[right_pos].isalnum():
                right_pos = right_pos - 1
            elif s[left_pos] != s[right_pos]:
                return False
            else:
                left_pos = left_pos + 1
                right_pos = right_pos - 1
        return True
