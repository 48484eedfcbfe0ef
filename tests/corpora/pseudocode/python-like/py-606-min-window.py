from collections import Counter


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = Counter(t)
        missing = len(t)
        left = 0
        bestL = 0
        bestR = -1
        for right, ch in enumerate(s):
            if need[ch] > 0:
                missing -= 1
            need[ch] -= 1
            while missing == 0:
                if bestR == -1 or right - left < bestR - bestL:
                    bestL = left
                    bestR = right
                need[s[left]] += 1
                if need[s[left]] > 0:
                    missing += 1
                left += 1
        return s[bestL : bestR + 1]
