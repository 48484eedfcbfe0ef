class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        a = set(s)
        b = set(t)
        return True if a == b else False
