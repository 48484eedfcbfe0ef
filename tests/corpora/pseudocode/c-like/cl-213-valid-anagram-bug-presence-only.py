class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        seen = {}
        for c in s:
            seen[c] = True
        for c in t:
            if not seen.get(c):
                return False
        return True
