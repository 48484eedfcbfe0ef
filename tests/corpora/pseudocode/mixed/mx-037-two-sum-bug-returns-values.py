from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        m = {}
        for i in range(0, len(nums)):
            if target - nums[i] in m:
                return [target - nums[i], nums[i]]
            m[nums[i]] = i
        return None
