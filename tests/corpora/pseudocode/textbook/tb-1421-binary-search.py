from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        n = len(nums)
        inizio = 1
        fine = n
        while inizio <= fine:
            medio = (inizio + fine) // 2
            if nums[medio - 1] == target:
                return medio - 1
            else:
                if nums[medio - 1] < target:
                    inizio = medio + 1
                else:
                    fine = medio - 1
        return -1
