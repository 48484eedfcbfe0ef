class Solution:
    def is_palindrome(self, s: str) -> bool:
        i = 1
        j = len(s)
        while True:
            if not (i < j):
                return True
            if not s[i - 1].isalnum():
                i = i + 1
                continue
            if not s[j - 1].isalnum():
                j = j - 1
                continue
            if s[i - 1].lower() != s[j - 1].lower():
                return False
            i = i + 1
            j = j - 1
