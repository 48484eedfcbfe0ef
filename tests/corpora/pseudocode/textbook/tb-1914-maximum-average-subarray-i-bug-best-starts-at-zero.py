from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        s = 0
        for i in range(1, k + 1):
            s = s + nums[i - 1]
        b = 0
        for i in range(k + 1, n + 1):
            s = s + nums[i - 1] - nums[i - k - 1]
            if s > b:
                b = s
        return b / k
