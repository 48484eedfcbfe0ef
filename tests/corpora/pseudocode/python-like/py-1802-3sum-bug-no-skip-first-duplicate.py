from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        res = []
        n = len(nums)
        for idx in range(n - 2):
            l = idx + 1
            r = n - 1
            while l < r:
                tot = nums[idx] + nums[l] + nums[r]
                if tot == 0:
                    res.append([nums[idx], nums[l], nums[r]])
                    l += 1
                    r -= 1
                    while l < r and nums[l] == nums[l - 1]:
                        l += 1
                    while l < r and nums[r] == nums[r + 1]:
                        r -= 1
                elif tot < 0:
                    l += 1
                else:
                    r -= 1
        return res
