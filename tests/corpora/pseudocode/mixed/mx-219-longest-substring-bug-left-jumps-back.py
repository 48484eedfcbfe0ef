class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last = {}
        l = 0
        ans = 0
        for r in range(len(s)):
            c = s[r]
            if c in last:
                l = last[c] + 1
            last[c] = r
            ans = max(ans, r - l + 1)
        return ans
