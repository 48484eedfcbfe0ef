from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        seen_values = set()
        for number in nums:
            if number in seen_values:
                return True
            else:
                seen_values.add(number)
        return False
