class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        window = set()
        l = 0
        best = 0
        for r in range(len(s)):
            while s[r] in window:
                window.remove(s[l])
                l += 1
            window.add(s[r])
            best = max(best, r - l + 1)
        return best
