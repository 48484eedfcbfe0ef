class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        left = 0
        best = 0
        last = {}
        for right in range(0, len(s)):
            c = s[right]
            if c in last:
                left = last[c] + 1
            last[c] = right
            best = max(best, right - left + 1)
        return best
