class Solution:
    def longest_common_subsequence(self, text1: str, text2: str) -> int:
        a = text1
        b = text2
        m = len(a)
        n = len(b)
        t = [0] * (n + 1)
        for j in range(0, n + 1):
            t[j] = 0
        h = [0] * (n + 1)
        i = 1
        while True:
            if i > m:
                return t[n]
            h[0] = 0
            for j in range(1, n + 1):
                if a[i - 1] == b[j - 1]:
                    h[j] = t[j - 1] + 1
                else:
                    h[j] = max(t[j], h[j - 1])
            t = h[:]
            i = i + 1
