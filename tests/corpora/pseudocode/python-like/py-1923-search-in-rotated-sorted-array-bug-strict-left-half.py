from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        n = len(nums)
        L = 0
        R = n - 1
        while L <= R:
            m = (L + R) // 2
            if nums[m] == target:
                return m
            elif nums[L] < nums[m]:
                if nums[L] <= target and target < nums[m]:
                    R = m - 1
                else:
                    L = m + 1
            else:
                if nums[m] < target and target <= nums[R]:
                    L = m + 1
                else:
                    R = m - 1
        return -1
