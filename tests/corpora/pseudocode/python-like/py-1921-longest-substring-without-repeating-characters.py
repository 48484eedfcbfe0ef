class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        lastSeen = {}
        start = 0
        best = 0
        for i in range(0, len(s)):
            c = s[i : i + 1]
            if c in lastSeen and lastSeen[c] >= start:
                start = lastSeen[c] + 1
            lastSeen[c] = i
            if i - start + 1 > best:
                best = i - start + 1
        return best
