class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for i in range(0, len(t)):
            c = t[i : i + 1]
            need[c] = need.get(c, 0) + 1
        missing = len(t)
        left = 0
        bestStart = 0
        bestLen = len(s)
        for right in range(0, len(s)):
            c = s[right : right + 1]
            if need.get(c, 0) > 0:
                missing = missing - 1
            need[c] = need.get(c, 0) - 1
            while missing == 0:
                if right - left + 1 < bestLen:
                    bestLen = right - left + 1
                    bestStart = left
                d = s[left : left + 1]
                need[d] = need[d] + 1
                if need[d] > 0:
                    missing = missing + 1
                left = left + 1
        return s[bestStart : bestStart + bestLen]
