class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        if len(s) == 0:
            return 0
        last_seen = {}
        left = 1
        best = 0
        for right in range(1, len(s) + 1):
            ch = s[right - 1]
            if ch in last_seen and last_seen[ch] >= left:
                left = last_seen[ch] + 1
            last_seen[ch] = right
            best = max(best, right - left + 1)
        return best
