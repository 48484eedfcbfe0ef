from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        two_back = nums[0]
        one_back = max(nums[0], nums[1])
        for i in range(2, len(nums)):
            best = max(one_back, two_back + nums[i])
            two_back = one_back
            one_back = best
        return one_back
