class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        lastSeen = {}
        start = 0
        best = 0
        for i in range(len(s)):
            ch = s[i]
            if ch in lastSeen and lastSeen[ch] >= start:
                start = lastSeen[ch] + 1
            lastSeen[ch] = i
            best = max(best, i - start + 1)
        return best
