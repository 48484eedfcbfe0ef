from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        lo = 1
        hi = len(nums)
        while lo <= hi:
            mid = (lo + hi) // 2
            if nums[mid - 1] == target:
                return mid - 1
            elif nums[mid - 1] < target:
                lo = mid + 1
            else:
                hi = mid - 1
        return -1
