class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for c in t:
            need[c] = need.get(c, 0) + 1
        missing = len(t)
        l = 0
        bestL = 0
        bestR = -1
        for r in range(len(s)):
            c = s[r]
            if need.get(c, 0) > 0:
                missing -= 1
            need[c] = need.get(c, 0) - 1
            while missing == 0:
                if bestR == -1 or r - l < bestR - bestL:
                    bestL = l
                    bestR = r
                need[s[l]] += 1
                if need[s[l]] > 0:
                    missing += 1
                l += 1
        if bestR == -1:
            return ""
        return s[bestL : bestR + 1]
