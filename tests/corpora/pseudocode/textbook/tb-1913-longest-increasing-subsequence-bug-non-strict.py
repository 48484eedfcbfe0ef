from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        L = [1] * n
        for i in range(2, n + 1):
            for j in range(1, i - 1 + 1):
                if nums[j - 1] <= nums[i - 1] and L[j - 1] + 1 > L[i - 1]:
                    L[i - 1] = L[j - 1] + 1
        return max(L)
