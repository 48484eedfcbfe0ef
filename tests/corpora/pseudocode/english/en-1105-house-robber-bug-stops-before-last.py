from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        if len(nums) == 1:
            return nums[0]
        two_back = nums[0]
        one_back = max(nums[0], nums[1])
        for i in range(2, len(nums) - 1):
            new = max(one_back, two_back + nums[i])
            two_back = one_back
            one_back = new
        return one_back
