from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        cur, best = nums[0], nums[0]
        for i in range(1, len(nums)):
            if cur > 0:
                cur += nums[i]
            else:
                cur = nums[i]
            best = max(best, cur)
        return best
