class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = s[0]
        n = len(s)
        for c in range(0, n):
            for l, r in [(c, c), (c, c + 1)]:
                while l >= 0 and r < n and s[l] == s[r]:
                    l -= 1
                    r += 1
                if r - l - 1 > len(best):
                    best = s[l + 1 : r]
        return best
