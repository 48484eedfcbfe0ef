from typing import List


class Solution:
    def length_of_lis(self, nums: List[int]) -> int:
        len_ = [1] * len(nums)
        for i in range(len(nums)):
            for j in range(i):
                if nums[j] <= nums[i]:
                    len_[i] = max(len_[i], len_[j] + 1)
        return max(len_)
