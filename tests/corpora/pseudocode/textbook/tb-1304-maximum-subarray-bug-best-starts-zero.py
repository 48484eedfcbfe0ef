from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        n = len(nums)
        best = 0
        curr = 0
        for i in range(1, n + 1):
            curr = max(nums[i - 1], curr + nums[i - 1])
            if curr > best:
                best = curr
        return best
