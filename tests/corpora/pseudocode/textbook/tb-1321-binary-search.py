from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        low = 0
        high = len(nums) - 1
        found = False
        mid = 0
        while low <= high and not found:
            mid = (low + high) // 2
            if nums[mid] == target:
                found = True
            elif nums[mid] < target:
                low = mid + 1
            else:
                high = mid - 1
        if not found:
            mid = -1
        return mid
