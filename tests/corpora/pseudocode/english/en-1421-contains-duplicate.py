from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        seen_nums = set()
        for current_num in nums:
            if current_num in seen_nums:
                return True
            else:
                seen_nums.add(current_num)
        return False
