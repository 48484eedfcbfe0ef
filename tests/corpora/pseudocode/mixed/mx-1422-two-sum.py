from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen_indexes = {}
        for current_idx in range(0, len(nums)):
            current_num = nums[current_idx]
            complement = target - current_num
            if complement in seen_indexes:
                return [seen_indexes[complement], current_idx]
            else:
                seen_indexes[current_num] = current_idx
        return None
