class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        a = set(s)
        b = set(t)
        if a == b:
            return True
        else:
            return False
