from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        h = {}
        for i in range(1, len(nums) + 1):
            need = target - nums[i - 1]
            if need in h:
                return [h[need] - 1, i - 1]
            h[nums[i - 1]] = i
        return None
