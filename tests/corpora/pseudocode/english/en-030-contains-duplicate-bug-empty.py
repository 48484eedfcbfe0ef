from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        nums.sort()
        previous = nums[0]
        for x in nums[1:]:
            if x == previous:
                return True
            previous = x
        return False
