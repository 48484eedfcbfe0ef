class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        l = best = 0
        for r, c in enumerate(s):
            if c in last and last[c] >= l:
                l = last[c] + 1
            last[c] = r
            best = max(best, r - l)
        return best
