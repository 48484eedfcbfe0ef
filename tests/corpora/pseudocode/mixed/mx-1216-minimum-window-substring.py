class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for char in t:
            need[char] = need.get(char, 0) + 1
        missing = len(t)

        left, bestStart, bestLen = 0, 0, float("inf")
        for right in range(0, len(s) - 1 + 1):
            char = s[right]
            if need.get(char, 0) > 0:
                missing -= 1
            need[char] = need.get(char, 0) - 1
            while missing == 0:
                if right - left + 1 < bestLen:
                    bestLen = right - left + 1
                    bestStart = left
                need[s[left]] = need.get(s[left], 0) + 1
                if need[s[left]] > 0:
                    missing += 1
                left += 1
        if bestLen == float("inf"):
            return ""
        else:
            return s[bestStart : bestStart + bestLen]
