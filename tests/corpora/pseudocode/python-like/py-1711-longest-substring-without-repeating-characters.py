class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        d = {}
        l = 0
        b = 0
        for r in range(len(s)):
            c = s[r]
            if c in d and d[c] >= l:
                l = d[c] + 1
            d[c] = r
            b = max(b, r - l + 1)
        return b
