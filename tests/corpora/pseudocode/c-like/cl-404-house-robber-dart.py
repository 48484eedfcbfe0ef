from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        prev = 0
        curr = 0
        for n in nums:
            new_ = max(curr, prev + n)
            prev = curr
            curr = new_
        return curr
