from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        n = len(nums)
        m = {}
        for i in range(n):
            need = target - nums[i]
            if need in m:
                return [m[need], i]
            m[nums[i]] = i
        return []
