from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        numbers_we_have_already_seen = set()
        for number_being_checked in nums:
            if number_being_checked in numbers_we_have_already_seen:
                return True
            else:
                numbers_we_have_already_seen.add(number_being_checked)
        return False
