from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        summa = 0
        for i in range(1, k + 1):
            summa = summa + nums[i - 1]
        luchshaya = summa
        for i in range(k + 1, n + 1):
            summa = summa + nums[i - 1] - nums[i - k - 1]
            if summa > luchshaya:
                luchshaya = summa
        return luchshaya / k
