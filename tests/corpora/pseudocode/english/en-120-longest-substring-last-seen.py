class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        left = 0
        best = 0
        last = {}
        for right, ch in enumerate(s):
            if ch in last and last[ch] >= left:
                left = last[ch] + 1
            last[ch] = right
            if right - left + 1 > best:
                best = right - left + 1
        return best
