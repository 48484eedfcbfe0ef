class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        left = 0
        best = 0
        last_seen = {}
        for i in range(len(s)):
            ch = s[i]
            if ch in last_seen and last_seen[ch] >= left:
                left = last_seen[ch] + 1
            last_seen[ch] = i
            if i - left + 1 > best:
                best = i - left + 1
        return best
