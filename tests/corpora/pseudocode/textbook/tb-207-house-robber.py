from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        houses = nums
        n = len(houses)
        if n == 1:
            return houses[1 - 1]
        R = [0] * n
        R[1 - 1] = houses[1 - 1]
        R[2 - 1] = max(houses[1 - 1], houses[2 - 1])
        for i in range(3, n + 1):
            R[i - 1] = max(R[i - 1 - 1], R[i - 2 - 1] + houses[i - 1])
        return R[n - 1]
