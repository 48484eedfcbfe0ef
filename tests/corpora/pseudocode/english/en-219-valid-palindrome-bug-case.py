class Solution:
    def is_palindrome(self, s: str) -> bool:
        cleaned = "".join(ch for ch in s if ch.isalnum())
        return cleaned == cleaned[::-1]
