from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        map = {}
        for i in range(0, len(nums)):
            need = target - nums[i]
            if need in map:
                return [map[need], i]
            map[nums[i]] = i
        return []
