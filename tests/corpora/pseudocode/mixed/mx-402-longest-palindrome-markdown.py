class Solution:
    def longest_palindrome(self, s: str) -> str:
        def expand(l, r):
            while l >= 0 and r < len(s) and s[l] == s[r]:
                l -= 1
                r += 1
            return [l + 1, r]

        best = ""
        for i in range(0, len(s)):
            for a, b in [expand(i, i), expand(i, i + 1)]:
                if b - a > len(best):
                    best = s[a:b]
        return best
