class Solution:
    def is_palindrome(self, s: str) -> bool:
        clean = "".join(ch.lower() for ch in s if ch.isalpha())
        return clean == clean[::-1]
