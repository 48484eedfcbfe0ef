class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        W = set()
        left = 1
        best = 0
        for right in range(1, len(s) + 1):
            c = s[right - 1]
            while c in W:
                W.discard(s[left - 1])
            W.add(c)
            best = max(best, right - left + 1)
        return best
