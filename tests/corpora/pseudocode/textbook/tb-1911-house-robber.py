from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        if n == 1:
            return nums[1 - 1]
        p = nums[1 - 1]
        q = max(nums[1 - 1], nums[2 - 1])
        for i in range(3, n + 1):
            t = max(q, p + nums[i - 1])
            p = q
            q = t
        return q
