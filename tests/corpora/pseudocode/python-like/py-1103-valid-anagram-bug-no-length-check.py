class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        counts = {}
        for ch in s:
            counts[ch] = counts.get(ch, 0) + 1
        for ch in t:
            if counts.get(ch) is None:
                return False
            counts[ch] -= 1
            if counts[ch] < 0:
                return False
        return True
