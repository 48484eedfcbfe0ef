class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for i, c in enumerate(s):
            if c in last:
                left = last[c] + 1
            last[c] = i
            best = max(best, i - left + 1)
        return best
