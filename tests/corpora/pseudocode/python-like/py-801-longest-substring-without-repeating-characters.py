class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for r in range(len(s)):
            if s[r] in last and last[s[r]] >= left:
                left = last[s[r]] + 1
            last[s[r]] = r
            best = max(best, r - left + 1)
        return best
