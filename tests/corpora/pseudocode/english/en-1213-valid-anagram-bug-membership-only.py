class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        seen = {}
        for c in t:
            seen[c] = 1
        for c in s:
            if c not in seen:
                return False
        return True
