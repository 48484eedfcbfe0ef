class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for r in range(0, len(s)):
            c = s[r]
            if c in last:
                left = max(left, last[c] + 1)
            last[c] = r
            best = max(best, r - left + 1)
        return best
