class Solution:
    def is_palindrome(self, s: str) -> bool:
        esq = 0
        dir = len(s) - 1
        while esq < dir:
            if not s[esq].isalnum():
                esq += 1
                continue
            if not s[dir].isalnum():
                dir -= 1
                continue
            if s[esq].lower() != s[dir].lower():
                return False
            else:
                esq += 1
                dir -= 1
        return True
