class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        N = len(s)
        last = {}
        lo = 0
        best = 0
        for hi in range(0, N):
            c = s[hi]
            if c in last and last[c] >= lo:
                lo = last[c] + 1
            last[c] = hi
            if hi - lo + 1 > best:
                best = hi - lo + 1
        return best
