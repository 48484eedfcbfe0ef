class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        char_counts = {}
        for char in s:
            if char not in char_counts:
                char_counts[char] = 0
            char_counts[char] += 1
        for char in t:
            if char not in char_counts or char_counts[char] == 0:
                return False
            char_counts[char] -= 1
        return True
