class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False

        letters_s = set(s)
        letters_t = set(t)
        if letters_s == letters_t:
            return True
        return False
