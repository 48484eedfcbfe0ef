from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        izq = 0
        der = len(nums) - 1
        res = -1
        while izq <= der and res == -1:
            medio = int((izq + der) / 2)
            if nums[medio] == target:
                res = medio
            else:
                if nums[izq] <= nums[medio]:
                    if nums[izq] <= target and target < nums[medio]:
                        der = medio - 1
                    else:
                        izq = medio + 1
                else:
                    if nums[medio] < target and target <= nums[der]:
                        izq = medio + 1
                    else:
                        der = medio - 1
        return res
