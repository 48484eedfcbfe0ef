class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        n = len(s)
        last = {}
        best = 0
        start = 1
        for j in range(1, n + 1):
            c = s[j - 1]
            if c in last and last[c] >= start:
                start = last[c] + 1
            last[c] = j
            best = max(best, j - start + 1)
        return best
