from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        n = len(nums)

        def voltear(i, j):
            while i < j:
                nums[i], nums[j] = nums[j], nums[i]
                i += 1
                j -= 1

        voltear(0, n - 1)
        voltear(0, k - 1)
        voltear(k, n - 1)
