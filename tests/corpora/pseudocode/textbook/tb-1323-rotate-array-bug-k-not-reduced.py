from typing import List


class Solution:
    def rotate(self, nums: List[int], k: int) -> None:
        def reverse(a, low, high):
            while low < high:
                temp = a[low]
                a[low] = a[high]
                a[high] = temp
                low = low + 1
                high = high - 1

        n = len(nums)
        reverse(nums, 0, n - 1)
        reverse(nums, 0, k - 1)
        reverse(nums, k, n - 1)
