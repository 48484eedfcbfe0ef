class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for right in range(len(s)):
            ch = s[right]
            if ch in last:
                left = last[ch] + 1
            last[ch] = right
            if right - left + 1 > best:
                best = right - left + 1
        return best
