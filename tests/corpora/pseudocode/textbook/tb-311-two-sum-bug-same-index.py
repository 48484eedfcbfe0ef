from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        n = len(nums)
        for i in range(1, n + 1):
            for j in range(i, n + 1):
                if nums[i - 1] + nums[j - 1] == target:
                    return [i - 1, j - 1]
