class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        best_l = 0
        best_len = 1
        for c in range(n):
            for l, r in ((c, c), (c, c + 1)):
                while l >= 0 and r < n and s[l] == s[r]:
                    l -= 1
                    r += 1
                if r - l - 1 > best_len:
                    best_l = l + 1
                    best_len = r - l - 1
        return s[best_l : best_l + best_len]
