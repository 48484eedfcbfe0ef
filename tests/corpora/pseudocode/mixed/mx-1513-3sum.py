from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        n = len(nums)
        res = []
        for i in range(0, n - 3 + 1):
            if i > 0 and nums[i] == nums[i - 1]:
                continue
            l = i + 1
            r = n - 1
            while l < r:
                s = nums[i] + nums[l] + nums[r]
                if s < 0:
                    l = l + 1
                elif s > 0:
                    r = r - 1
                else:
                    res.append([nums[i], nums[l], nums[r]])
                    l = l + 1
                    r = r - 1
                    while l < r and nums[l] == nums[l - 1]:
                        l = l + 1
        return res
