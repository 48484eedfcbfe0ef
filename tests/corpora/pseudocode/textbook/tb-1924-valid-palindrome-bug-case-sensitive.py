class Solution:
    def is_palindrome(self, s: str) -> bool:
        i = 1
        j = len(s)
        ok = True
        while i < j and ok:
            if not s[i - 1].isalnum():
                i = i + 1
            elif not s[j - 1].isalnum():
                j = j - 1
            elif s[i - 1] != s[j - 1]:
                ok = False
            else:
                i = i + 1
                j = j - 1
        return ok
