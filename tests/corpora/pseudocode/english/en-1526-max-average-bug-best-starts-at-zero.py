from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        summe = 0
        beste = 0
        for i in range(k):
            summe += nums[i]
        if summe > beste:
            beste = summe
        for i in range(k, len(nums)):
            summe += nums[i]
            summe -= nums[i - k]
            if summe > beste:
                beste = summe
        return beste / k
