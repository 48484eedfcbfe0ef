from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        total = 0
        for count in range(1, k + 1):
            total = total + nums[count - 1]
        best = 0
        if total > best:
            best = total
        for count in range(k + 1, len(nums) + 1):
            total = total + nums[count - 1] - nums[count - k - 1]
            if total > best:
                best = total
        return best / k
