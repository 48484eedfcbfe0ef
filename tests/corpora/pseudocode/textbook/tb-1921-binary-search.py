from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        n = len(nums)
        arxi = 1
        telos = n
        thesi = 0
        while arxi <= telos and thesi == 0:
            mesi = (arxi + telos) // 2
            if nums[mesi - 1] == target:
                thesi = mesi
            elif nums[mesi - 1] < target:
                arxi = mesi + 1
            else:
                telos = mesi - 1
        return thesi - 1
