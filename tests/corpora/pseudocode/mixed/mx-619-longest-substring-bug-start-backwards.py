class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        lastSeen = {}
        start = 0
        best = 0
        for end, ch in enumerate(s):
            if ch in lastSeen:
                start = lastSeen[ch] + 1
            lastSeen[ch] = end
            best = max(best, end - start + 1)
        return best
