class Solution:
    def longest_palindrome(self, s: str) -> str:
        max = ""

        def expand(lo, hi):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            return s[lo + 1 : hi]

        for i in range(len(s)):
            odd = expand(i, i)
            even = expand(i, i + 1)
            if len(odd) > len(max):
                max = odd
            if len(even) > len(max):
                max = even
        return max
