class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        lastSeen = {}
        start = 0
        best = 0
        for end in range(0, len(s)):
            ch = s[end]
            if ch in lastSeen and lastSeen[ch] >= start:
                start = lastSeen[ch] + 1
            lastSeen[ch] = end
            best = max(best, end - start + 1)
        return best
