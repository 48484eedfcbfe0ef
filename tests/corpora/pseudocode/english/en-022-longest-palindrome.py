class Solution:
    def longest_palindrome(self, s: str) -> str:
        best = s[0]
        for c in range(len(s)):
            for left, right in ((c, c), (c, c + 1)):
                while left >= 0 and right < len(s) and s[left] == s[right]:
                    left -= 1
                    right += 1
                piece = s[left + 1 : right]
                if len(piece) > len(best):
                    best = piece
        return best
