class Solution:
    def is_palindrome(self, s: str) -> bool:
        kept = "".join(ch.lower() for ch in s if ch.isalnum())
        return kept == kept[::-1]
