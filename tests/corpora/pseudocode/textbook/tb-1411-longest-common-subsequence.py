class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        X = text1
        Y = text2
        m = len(X)
        n = len(Y)
        prev = [0] * (n + 1)
        cur = [0] * (n + 1)
        for j in range(0, n + 1):
            prev[j] = 0
            cur[j] = 0
        for i in range(1, m + 1):
            cur[0] = 0
            for j in range(1, n + 1):
                if X[i - 1] == Y[j - 1]:
                    cur[j] = prev[j - 1] + 1
                else:
                    cur[j] = max(prev[j], cur[j - 1])
            for j in range(0, n + 1):
                prev[j] = cur[j]
        return prev[n]
