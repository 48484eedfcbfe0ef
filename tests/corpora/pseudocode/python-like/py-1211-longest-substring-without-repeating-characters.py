class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for right in range(len(s)):
            c = s[right]
            if c in last and last[c] >= left:
                left = last[c] + 1
            last[c] = right
            best = max(best, right - left + 1)
        return best
