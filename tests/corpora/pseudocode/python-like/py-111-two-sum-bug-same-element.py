from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        index = {}
        for i in range(len(nums)):
            index[nums[i]] = i
        for i in range(len(nums)):
            j = index.get(target - nums[i])
            if j is not None:
                return [i, j]
        return None
