from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        res = []
        for i in range(len(nums) - 2):
            low = i + 1
            high = len(nums) - 1
            while low < high:
                s = nums[i] + nums[low] + nums[high]
                if s == 0:
                    res.append([nums[i], nums[low], nums[high]])
                    while low < high and nums[low] == nums[low + 1]:
                        low = low + 1
                    while low < high and nums[high] == nums[high - 1]:
                        high = high - 1
                    low = low + 1
                    high = high - 1
                elif s < 0:
                    low = low + 1
                else:
                    high = high - 1
        return res
