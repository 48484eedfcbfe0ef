from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 1:
            return nums[1 - 1]
        two_back = nums[1 - 1]
        one_back = nums[2 - 1]
        for i in range(3, n + 1):
            here = max(one_back, two_back + nums[i - 1])
            two_back = one_back
            one_back = here
        return one_back
