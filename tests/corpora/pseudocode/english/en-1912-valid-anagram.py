class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        c = {}
        for letter in s:
            c[letter] = c.get(letter, 0) + 1
        for letter in t:
            c[letter] = c.get(letter, 0) - 1
        return all(v == 0 for v in c.values())
