from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        res = []
        n = len(nums)
        for i in range(1, n - 2 + 1):
            j = i + 1
            k = n
            while j < k:
                s = nums[i - 1] + nums[j - 1] + nums[k - 1]
                if s == 0:
                    res.append([nums[i - 1], nums[j - 1], nums[k - 1]])
                    j += 1
                    k -= 1
                    while j < k and nums[j - 1] == nums[j - 1 - 1]:
                        j += 1
                elif s < 0:
                    j += 1
                else:
                    k -= 1
        return res
