class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        count = {}
        for ch in s:
            count[ch] = (count.get(ch) or 0) + 1
        for ch in t:
            if not count.get(ch):
                return False
            count[ch] -= 1
        return True
