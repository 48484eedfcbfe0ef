from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        picked = 1
        last = nums[0]
        for x in nums[1:]:
            if x > last:
                picked += 1
                last = x
        return picked
