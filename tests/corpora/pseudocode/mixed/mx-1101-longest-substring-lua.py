class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for right in range(0, len(s)):
            ch = s[right]
            if last.get(ch) is not None and last[ch] >= left:
                left = last[ch] + 1
            last[ch] = right
            best = max(best, right - left + 1)
        return best
