class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        count = {}
        for letter in s:
            if letter not in count:
                count[letter] = 0
            count[letter] = count[letter] + 1
        for letter in t:
            if letter not in count or count[letter] == 0:
                return False
            count[letter] = count[letter] - 1
        return True
