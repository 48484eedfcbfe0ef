class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        start = 0
        best = 0
        for i in range(len(s)):
            c = s[i]
            if c in last and last[c] >= start:
                start = last[c] + 1
            last[c] = i
            best = max(best, i - start + 1)
        return best
