class Solution:
    def longest_palindrome(self, s: str) -> str:
        n = len(s)
        st = 0
        bl = 1
        for c in range(n):
            for odd in range(2):
                l = c
                r = c + odd
                while l >= 0 and r < n and s[l] == s[r]:
                    l -= 1
                    r += 1
                if r - l - 1 > bl:
                    bl = r - l - 1
                    st = l + 1
        return s[st : st + bl]
