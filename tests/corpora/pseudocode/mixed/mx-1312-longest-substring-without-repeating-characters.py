class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        if s == "":
            return 0
        last = {}
        start = 0
        best = 0
        for i in range(0, len(s)):
            c = s[i]
            if c in last and last[c] >= start:
                start = last[c] + 1
            last[c] = i
            if i - start + 1 > best:
                best = i - start + 1
        return best
