from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        numsSize = len(nums)
        lo = 0
        hi = numsSize - 1
        while lo < hi:
            mid = lo + (hi - lo) // 2
            if nums[mid] < target:
                lo = mid
            else:
                hi = mid
        return lo if nums[lo] == target else -1
