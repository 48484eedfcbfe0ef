class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last_seen = {}
        left = 0
        best = 0
        for right in range(0, len(s)):
            ch = s[right]
            if ch in last_seen and last_seen[ch] >= left:
                left = last_seen[ch] + 1
            last_seen[ch] = right
            best = max(best, right - left + 1)
        return best
