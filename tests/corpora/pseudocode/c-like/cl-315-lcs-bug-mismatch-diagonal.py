class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        a = text1.encode()
        b = text2.encode()
        n, m = len(a), len(b)
        dp = [[0] * (m + 1) for _ in range(n + 1)]
        for i in range(1, n + 1):
            for j in range(1, m + 1):
                dp[i][j] = dp[i - 1][j - 1] + 1 if a[i - 1] == b[j - 1] else dp[i - 1][j - 1]
        return dp[n][m]
