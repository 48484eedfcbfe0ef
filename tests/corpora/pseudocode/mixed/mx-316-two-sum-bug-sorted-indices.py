from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        nums.sort()
        i = 0
        j = len(nums) - 1
        while i < j:
            s = nums[i] + nums[j]
            if s == target:
                return [i, j]
            if s < target:
                i += 1
            else:
                j -= 1
        return []
