import re


class Solution:
    def is_palindrome(self, s: str) -> bool:
        clean = re.sub(r"[^a-z]", "", s.lower())
        return clean == "".join(list(reversed(list(clean))))
