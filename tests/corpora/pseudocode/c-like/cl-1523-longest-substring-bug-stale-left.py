class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        left = 0
        best = 0
        for i in range(len(s)):
            if s[i] in last:
                left = last[s[i]] + 1
            last[s[i]] = i
            best = max(best, i - left + 1)
        return best
