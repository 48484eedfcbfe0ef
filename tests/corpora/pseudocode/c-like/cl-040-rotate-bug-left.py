from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        copy = list(nums)
        for i in range(0, n):
            nums[i] = copy[(i + k) % n]
