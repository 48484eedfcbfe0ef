from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        L = [0] * n
        for j in range(1, n + 1):
            L[j - 1] = 1 + max([L[i - 1] for i in range(1, j) if nums[i - 1] <= nums[j - 1]], default=0)
        return max(L[j - 1] for j in range(1, n + 1))
