from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        seen = {}
        for number in nums:
            if seen.get(number):
                return True
            seen[number] = True
        return False
