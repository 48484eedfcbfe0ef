class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for ch in t:
            need[ch] = (need.get(ch) or 0) + 1
        missing = len(t)
        left = 0
        bestStart = 0
        bestLen = float("inf")
        for right in range(len(s)):
            ch = s[right]
            if need.get(ch, 0) > 0:
                missing -= 1
            need[ch] = need.get(ch, 0) - 1
            while missing == 0:
                if right - left + 1 < bestLen:
                    bestLen = right - left + 1
                    bestStart = left
                lc = s[left]
                need[lc] += 1
                if need[lc] > 0:
                    missing += 1
                left += 1
        return "" if bestLen == float("inf") else s[bestStart : bestStart + bestLen]
