from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        n = len(nums)
        lev = 1
        prav = n
        znach = -1
        while lev <= prav:
            ser = (lev + prav) // 2
            if nums[ser - 1] == target:
                znach = ser - 1
                break
            if nums[ser - 1] < target:
                lev = ser + 1
            else:
                prav = ser - 1
        return znach
