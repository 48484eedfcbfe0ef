class Solution:
    def is_palindrome(self, s: str) -> bool:
        i = 1
        j = len(s)
        while i < j:
            while i < j and not s[i - 1].isalnum():
                i = i + 1
            while i < j and not s[j - 1].isalnum():
                j = j - 1
            if s[i - 1] != s[j - 1]:
                return False
            i = i + 1
            j = j - 1
        return True
