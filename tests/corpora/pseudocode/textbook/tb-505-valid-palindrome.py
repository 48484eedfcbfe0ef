class Solution:
    def is_palindrome(self, s: str) -> bool:
        n = len(s)
        i = 1
        j = n
        while i < j:
            if not s[i - 1].isalnum():
                i = i + 1
            elif not s[j - 1].isalnum():
                j = j - 1
            else:
                if s[i - 1].lower() != s[j - 1].lower():
                    return False
                i = i + 1
                j = j - 1
        return True
