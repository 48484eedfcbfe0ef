class Solution:
    def daily_temperatures(self, temperatures: List[int]) -> List[int]:
        n = len(temperatures)
        ans = [None] * n
        for i in range(1, n + 1):
            ans[i - 1] = 0
        S = []
        for i in range(1, n + 1):
            while len(S) != 0 and temperatures[i - 1] > temperatures[S[-1] - 1]:
                j = S.pop()
                ans[j - 1] = i - j
            S.append(i)
        return ans
