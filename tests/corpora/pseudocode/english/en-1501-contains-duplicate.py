from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        seen = set()
        for i in range(1, len(nums) + 1):
            number = nums[i - 1]
            if number in seen:
                return True
            else:
                seen.add(number)
        return False
