class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        M = len(text1)
        N = len(text2)
        prev = [0] * (N + 1)
        for I in range(1, M + 1):
            cur = [0] * (N + 1)
            for J in range(1, N + 1):
                if text1[I - 1] == text2[J - 1]:
                    cur[J] = prev[J - 1] + 1
                else:
                    cur[J] = max(prev[J], cur[J - 1])
            prev = cur
        return prev[N]
