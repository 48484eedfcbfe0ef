class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        start = 0
        best = 1
        for i in range(n):
            L = i
            R = i
            while L >= 0 and R < n and s[L] == s[R]:
                L -= 1
                R += 1
            if R - L - 1 > best:
                best = R - L - 1
                start = L + 1

            L = i
            R = i + 1
            while L >= 0 and R < n and s[L] == s[R]:
                L -= 1
                R += 1
            if R - L - 1 > best:
                best = R - L - 1
                start = L + 1

        return s[start : start + best]
