class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        m = len(text1)
        n = len(text2)
        PRev = [0] * (n + 1)
        CUr = [0] * (n + 1)
        for j in range(0, n + 1):
            PRev[j] = 0
        for i in range(1, m + 1):
            CUr[0] = 0
            for j in range(1, n + 1):
                if text1[i - 1] == text2[j - 1]:
                    CUr[j] = PRev[j - 1] + 1
                else:
                    CUr[j] = max(PRev[j], CUr[j - 1])
            for j in range(0, n + 1):
                PRev[j] = CUr[j]
        return PRev[n]
