class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for right, ch in enumerate(s):
            if ch in last:
                left = last[ch] + 1
            last[ch] = right
            best = max(best, right - left + 1)
        return best
