class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last_seen = {}
        best = 0
        left = 0
        for right in range(len(s)):
            c = s[right]
            if c in last_seen and last_seen[c] >= left:
                left = last_seen[c] + 1
            last_seen[c] = right
            best = max(best, right - left + 1)
        return best
