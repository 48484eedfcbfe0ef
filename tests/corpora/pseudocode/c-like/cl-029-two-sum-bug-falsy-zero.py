from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        map = {}
        for i in range(0, len(nums)):
            if map.get(target - nums[i]):
                return [map[target - nums[i]], i]
            map[nums[i]] = i
        return []
