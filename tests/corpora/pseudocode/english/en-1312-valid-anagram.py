class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        count = {}
        for letter in s:
            if letter not in count:
                count[letter] = 0
            count[letter] = count[letter] + 1
        for letter in t:
            if letter not in count:
                return False
            count[letter] = count[letter] - 1
            if count[letter] == -1:
                return False
        return True
