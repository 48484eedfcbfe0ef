from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        low = 1
        high = len(nums)
        while low <= high:
            mid = (low + high) // 2
            if nums[mid - 1] == target:
                return mid - 1
            if nums[low - 1] <= nums[mid - 1]:
                if target >= nums[low - 1] and target < nums[mid - 1]:
                    high = mid - 1
                else:
                    low = mid + 1
            else:
                if target > nums[mid - 1] and target <= nums[high - 1]:
                    low = mid + 1
                else:
                    high = mid - 1
        return -1
