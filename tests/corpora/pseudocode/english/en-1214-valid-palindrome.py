class Solution:
    def is_palindrome(self, s: str) -> bool:
        izq = 0
        der = len(s) - 1
        while izq < der:
            if not s[izq].isalnum():
                izq += 1
                continue
            if not s[der].isalnum():
                der -= 1
                continue
            if s[izq].lower() != s[der].lower():
                return False
            izq += 1
            der -= 1
        return True
