class Solution:
    def is_valid(self, s: str) -> bool:
        if len(s) % 2 == 1:
            return False
        count_open = sum(1 for ch in s if ch in "([{")
        return count_open * 2 == len(s) and (s == "" or s[0] not in ")]}") and (s == "" or s[-1] not in "([{")
