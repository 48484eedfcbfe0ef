class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        compte = {}
        for lettre in s:
            compte[lettre] = compte.get(lettre, 0) + 1
        for lettre in t:
            if compte.get(lettre, 0) == 0:
                return False
            compte[lettre] -= 1
        return True
