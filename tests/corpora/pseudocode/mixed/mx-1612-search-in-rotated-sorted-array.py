from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        lo, hi = 1, len(nums)
        while lo <= hi:
            mid = (lo + hi) // 2
            if nums[mid - 1] == target:
                return mid - 1
            if nums[lo - 1] <= nums[mid - 1]:
                if nums[lo - 1] <= target and target < nums[mid - 1]:
                    hi = mid - 1
                else:
                    lo = mid + 1
            else:
                if nums[mid - 1] < target and target <= nums[hi - 1]:
                    lo = mid + 1
                else:
                    hi = mid - 1
        return -1
