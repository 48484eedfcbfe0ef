from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        n = len(nums)
        for i in range(0, n - 1 + 1):
            for j in range(i, n - 1 + 1):
                if nums[i] + nums[j] == target:
                    print("found")
                    return [i, j]
        return []
