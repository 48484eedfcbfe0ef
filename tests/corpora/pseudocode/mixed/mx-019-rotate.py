from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)
        k = k % n
        copy = nums[:]
        for i in range(0, n):
            nums[(i + k) % n] = copy[i]
