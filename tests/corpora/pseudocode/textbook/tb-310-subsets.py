from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        output = []
        n = len(nums)
        a = [None] * n

        def Process_Solution(a, k):
            T = []
            for i in range(1, k + 1):
                if a[i - 1] is True:
                    T = T + [nums[i - 1]]
            output.append(T)

        def Backtrack(a, k, n):
            if k == n:
                Process_Solution(a, k)
            else:
                k = k + 1
                for c in [True, False]:
                    a[k - 1] = c
                    Backtrack(a, k, n)

        Backtrack(a, 0, n)
        return output
