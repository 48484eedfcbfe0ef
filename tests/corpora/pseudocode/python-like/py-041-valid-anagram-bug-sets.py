class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        return set(s) == set(t)
