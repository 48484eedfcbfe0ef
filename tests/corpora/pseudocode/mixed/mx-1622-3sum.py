from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        res = []
        i = 0
        lo = 0
        hi = 0
        total = 0
        nums.sort()
        for i in range(0, len(nums) - 2):
            if i > 0 and nums[i] == nums[i - 1]:
                continue
            lo = i + 1
            hi = len(nums) - 1
            while lo < hi:
                total = nums[i] + nums[lo] + nums[hi]
                if total == 0:
                    res.append([nums[i], nums[lo], nums[hi]])
                    lo = lo + 1
                    hi = hi - 1
                    while lo < hi and nums[lo] == nums[lo - 1]:
                        lo = lo + 1
                elif total < 0:
                    lo = lo + 1
                else:
                    hi = hi - 1
        return res
