class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last_seen = {}
        begin = 0
        best = 0
        for pos in range(len(s)):
            ch = s[pos]
            if ch in last_seen:
                begin = last_seen[ch] + 1
            last_seen[ch] = pos
            length = pos - begin + 1
            if length > best:
                best = length
        return best
