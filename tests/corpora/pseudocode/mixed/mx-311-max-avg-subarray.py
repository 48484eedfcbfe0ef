from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        numsSize = len(nums)
        total = sum(nums[:k])
        best = total
        for i in range(k, numsSize):
            total += nums[i] - nums[i - k]
            if total > best:
                best = total
        return best / k
