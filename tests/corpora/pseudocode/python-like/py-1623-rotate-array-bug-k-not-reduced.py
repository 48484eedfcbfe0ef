from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        self.inverter(nums, 0, n - 1)
        self.inverter(nums, 0, k - 1)
        self.inverter(nums, k, n - 1)

    def inverter(self, v, esq, dir):
        while esq < dir:
            v[esq], v[dir] = v[dir], v[esq]
            esq = esq + 1
            dir = dir - 1
