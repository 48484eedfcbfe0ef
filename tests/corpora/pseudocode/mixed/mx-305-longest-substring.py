class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        lastSeen = {}
        start = 0
        best = 0
        for i, ch in enumerate(s):
            j = lastSeen.get(ch)
            if j is not None and j >= start:
                start = j + 1
            lastSeen[ch] = i
            best = max(best, i - start + 1)
        return best
