from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        numbers_already_seen_before = set()
        for current_number in nums:
            if current_number in numbers_already_seen_before:
                return True
            numbers_already_seen_before.add(current_number)
        return False
