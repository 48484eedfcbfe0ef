from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        tails = [0] * 2500
        size = 0
        for index in range(1, len(nums) + 1):
            low = 1
            high = size
            while low <= high:
                mid = (low + high) // 2
                if tails[mid - 1] <= nums[index - 1]:
                    low = mid + 1
                else:
                    high = mid - 1
            tails[low - 1] = nums[index - 1]
            if low > size:
                size = low
        return size
