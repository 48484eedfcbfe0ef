from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        result = []
        n = len(nums)
        nums.sort()
        for i in range(1, n - 2 + 1):
            if i == 1 or nums[i - 1] != nums[i - 1 - 1]:
                lo = i + 1
                hi = n
                while lo < hi:
                    s = nums[i - 1] + nums[lo - 1] + nums[hi - 1]
                    if s < 0:
                        lo = lo + 1
                    elif s > 0:
                        hi = hi - 1
                    else:
                        result.append([nums[i - 1], nums[lo - 1], nums[hi - 1]])
                        lo = lo + 1
                        hi = hi - 1
                        while lo < hi and nums[lo - 1] == nums[lo - 1 - 1]:
                            lo = lo + 1
        return result
