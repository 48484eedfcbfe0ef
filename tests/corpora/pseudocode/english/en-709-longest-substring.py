class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        if len(s) == 0:
            return 0
        seen = {}  # char -> last idx
        start = 0
        best = 0
        for i, c in enumerate(s):
            if c in seen and seen[c] >= start:
                start = seen[c] + 1
            seen[c] = i
            best = max(best, i - start + 1)
        return best
