class Solution:
    def is_palindrome(self, s: str) -> bool:
        # Python 2: filter over a str gives a str, and int / int floors
        t = "".join(filter(lambda c: c.isalnum(), s.lower()))
        for i in range(len(t) // 2):
            if t[i] != t[len(t) - 1 - i]:
                return False
        return True
