from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        low = 1
        high = len(nums)
        while low < high:
            middle = (low + high) // 2
            if nums[middle - 1] == target:
                return middle - 1
            elif nums[middle - 1] < target:
                low = middle + 1
            else:
                high = middle - 1
        return -1
