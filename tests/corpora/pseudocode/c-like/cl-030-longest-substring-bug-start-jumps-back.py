class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        seen = {}
        start, max_ = 0, 0
        for end in range(0, len(s)):
            if s[end] in seen:
                start = seen[s[end]] + 1
            seen[s[end]] = end
            max_ = max(max_, end - start + 1)
        return max_
