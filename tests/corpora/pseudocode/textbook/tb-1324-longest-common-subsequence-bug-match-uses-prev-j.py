class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        n = len(text1)
        m = len(text2)
        prev = []
        cur = []
        for j in range(0, m + 1):
            prev.append(0)
            cur.append(0)
        for i in range(1, n + 1):
            for j in range(1, m + 1):
                if text1[i - 1] == text2[j - 1]:
                    cur[j] = prev[j] + 1
                else:
                    if prev[j] > cur[j - 1]:
                        cur[j] = prev[j]
                    else:
                        cur[j] = cur[j - 1]
            for j in range(0, m + 1):
                prev[j] = cur[j]
        return prev[m]
