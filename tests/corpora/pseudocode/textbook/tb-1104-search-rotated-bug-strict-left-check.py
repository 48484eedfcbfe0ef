from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        l = 1
        h = len(nums)
        while l <= h:
            m = (l + h) // 2
            if nums[m - 1] == target:
                return m - 1
            if nums[l - 1] < nums[m - 1]:
                if nums[l - 1] <= target and target < nums[m - 1]:
                    h = m - 1
                else:
                    l = m + 1
            else:
                if nums[m - 1] < target and target <= nums[h - 1]:
                    l = m + 1
                else:
                    h = m - 1
        return -1
