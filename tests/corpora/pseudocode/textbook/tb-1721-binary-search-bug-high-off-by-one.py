from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        low = 1
        high = len(nums) - 1
        while not (low > high):
            mid = (low + high - ((low + high) % 2)) // 2
            if nums[mid - 1] == target:
                return mid - 1
            else:
                if nums[mid - 1] < target:
                    low = mid + 1
                else:
                    high = mid - 1
        return -1
