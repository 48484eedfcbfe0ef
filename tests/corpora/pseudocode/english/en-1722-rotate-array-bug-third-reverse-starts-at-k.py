from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(nums, a, b):
            while a < b:
                nums[a - 1], nums[b - 1] = nums[b - 1], nums[a - 1]
                a = a + 1
                b = b - 1

        n = len(nums)
        k = k % n
        if k == 0:
            return
        reverse(nums, 1, n)
        reverse(nums, 1, k)
        reverse(nums, k, n)
