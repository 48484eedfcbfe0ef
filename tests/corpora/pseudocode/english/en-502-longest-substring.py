class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        start = 0
        best = 0
        last = {}
        for i, c in enumerate(s):
            if c in last and last[c] >= start:
                start = last[c] + 1
            last[c] = i
            length = i - start + 1
            if length > best:
                best = length
        return best
