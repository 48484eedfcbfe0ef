class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        m = len(text1)
        n = len(text2)
        precedente = [0] * (n + 1)
        corrente = [0] * (n + 1)
        for j in range(0, n + 1):
            precedente[j] = 0
        for i in range(1, m + 1):
            corrente[0] = 0
            for j in range(1, n + 1):
                if text1[i - 1] == text2[j - 1]:
                    corrente[j] = precedente[j - 1] + 1
                elif precedente[j] > corrente[j - 1]:
                    corrente[j] = precedente[j]
                else:
                    corrente[j] = corrente[j - 1]
            for j in range(0, n + 1):
                precedente[j] = corrente[j]
        return precedente[n]
