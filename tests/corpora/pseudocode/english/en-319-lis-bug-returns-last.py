from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        L = [1] * n
        for i in range(1, n):
            for j in range(0, i):
                if nums[j] < nums[i]:
                    L[i] = max(L[i], L[j] + 1)
        return L[n - 1]
