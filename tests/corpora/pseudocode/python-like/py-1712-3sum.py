from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        res = []
        n = len(nums)
        for i in range(n - 2):
            if i > 0 and nums[i] == nums[i - 1]:
                continue
            lo = i + 1
            hi = n - 1
            while hi > lo:
                total = nums[i] + nums[lo] + nums[hi]
                if total == 0:
                    res.append([nums[i], nums[lo], nums[hi]])
                    lo = lo + 1
                    hi = hi - 1
                    while hi > lo and nums[lo] == nums[lo - 1]:
                        lo = lo + 1
                elif total > 0:
                    hi = hi - 1
                else:
                    lo = lo + 1
        return res
