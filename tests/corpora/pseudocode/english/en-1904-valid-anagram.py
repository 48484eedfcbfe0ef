class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        how_many_times_each_letter_appears = {}
        for letter in s:
            how_many_times_each_letter_appears[letter] = how_many_times_each_letter_appears.get(letter, 0) + 1
        for letter in t:
            how_many_times_each_letter_appears[letter] = how_many_times_each_letter_appears.get(letter, 0) - 1
            if how_many_times_each_letter_appears[letter] < 0:
                return False
        return True
