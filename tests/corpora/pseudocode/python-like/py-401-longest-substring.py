class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        best = 0
        left = 1
        for r in range(1, len(s) + 1):
            c = s[r - 1]
            if last.get(c) is not None and last[c] >= left:
                left = last[c] + 1
            last[c] = r
            best = max(best, r - left + 1)
        return best
