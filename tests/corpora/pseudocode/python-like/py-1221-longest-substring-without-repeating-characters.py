class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        vistos = {}
        inicio = 0
        mejor = 0
        for i in range(len(s)):
            c = s[i]
            if c in vistos and vistos[c] >= inicio:
                inicio = vistos[c] + 1
            vistos[c] = i
            mejor = max(mejor, i - inicio + 1)
        return mejor
