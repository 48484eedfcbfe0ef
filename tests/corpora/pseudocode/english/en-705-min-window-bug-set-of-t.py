class Solution:
    def min_window(self, s: str, t: str) -> str:
        if len(t) > len(s):
            return ""
        need = set(t)
        seen = {}
        left = 0
        formed = 0
        bestStart = 0
        bestLen = float("inf")
        for right in range(0, len(s)):
            c = s[right]
            seen[c] = seen.get(c, 0) + 1
            if c in need and seen[c] == 1:
                formed += 1
            while formed == len(need):
                if right - left + 1 < bestLen:
                    bestLen = right - left + 1
                    bestStart = left
                d = s[left]
                seen[d] -= 1
                if d in need and seen[d] == 0:
                    formed -= 1
                left += 1
        if bestLen == float("inf"):
            return ""
        return s[bestStart : bestStart + bestLen]
