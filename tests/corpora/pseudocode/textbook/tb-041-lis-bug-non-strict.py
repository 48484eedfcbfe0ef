from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        n = len(nums)
        l = [0] * n
        best = 1
        for i in range(1, n + 1):
            l[i - 1] = 1
            for j in range(1, i):
                if nums[j - 1] <= nums[i - 1] and l[j - 1] + 1 > l[i - 1]:
                    l[i - 1] = l[j - 1] + 1
            best = max(best, l[i - 1])
        return best
