class Solution:
    def min_window(self, s: str, t: str) -> str:
        if t == "":
            return ""
        need = {}
        for c in t:
            need[c] = need.get(c, 0) + 1
        missing = len(t)
        left = 0
        bestStart = 0
        bestLen = float("inf")
        for right in range(len(s)):
            c = s[right]
            if need.get(c, 0) > 0:
                missing -= 1
            need[c] = need.get(c, 0) - 1
            while missing == 0:
                if right - left + 1 < bestLen:
                    bestStart = left
                    bestLen = right - left + 1
                d = s[left]
                need[d] += 1
                if need[d] > 0:
                    missing += 1
                left += 1
        return "" if bestLen == float("inf") else s[bestStart : bestStart + bestLen]
