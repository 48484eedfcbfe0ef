from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        n = len(nums)
        beg = 1
        end = n
        while beg <= end:
            mid = int((beg + end) / 2)
            if nums[mid - 1] == target:
                return mid - 1
            elif target < nums[mid - 1]:
                end = mid - 1
            else:
                beg = mid + 1
        return -1
