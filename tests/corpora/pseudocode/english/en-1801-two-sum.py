from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        seen_index = {}
        for i in range(len(nums)):
            current_num = nums[i]
            needed_num = target - current_num
            if needed_num in seen_index:
                return [seen_index[needed_num], i]
            else:
                seen_index[current_num] = i
        return []
