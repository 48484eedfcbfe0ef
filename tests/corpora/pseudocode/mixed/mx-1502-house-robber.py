from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 1:
            return nums[1 - 1]
        two_back = 0
        one_back = 0
        for i in range(1, n + 1):
            now = max(one_back, two_back + nums[i - 1])
            two_back = one_back
            one_back = now
        return one_back
