class Solution:
    def is_palindrome(self, s: str) -> bool:
        s = s.lower()
        clean = ""
        for ch in s:
            if "a" <= ch <= "z":
                clean += ch
        i = 0
        j = len(clean) - 1
        while i < j:
            if clean[i] != clean[j]:
                return False
            i += 1
            j -= 1
        return True
