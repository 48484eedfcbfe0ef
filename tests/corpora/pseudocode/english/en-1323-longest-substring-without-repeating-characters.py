class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        max_len = 0
        debut = 0
        last = {}
        for i in range(0, len(s)):
            c = s[i]
            if c in last and last[c] >= debut:
                debut = last[c] + 1
            last[c] = i
            if i - debut + 1 > max_len:
                max_len = i - debut + 1
        return max_len
