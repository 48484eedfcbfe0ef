from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        n = len(nums)
        prev = 0
        curr = 0
        i = 1
        while True:
            take = prev + nums[i - 1]
            prev = curr
            curr = max(curr, take)
            i = i + 1
            if i > n:
                break
        return curr
