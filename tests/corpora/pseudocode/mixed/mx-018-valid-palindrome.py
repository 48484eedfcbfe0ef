class Solution:
    def is_palindrome(self, s: str) -> bool:
        t = [c.lower() for c in s if c.isalnum()]
        return t == list(reversed(t))
