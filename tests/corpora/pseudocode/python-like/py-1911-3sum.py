from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        answer = []
        for i in range(len(nums)):
            if i > 0 and nums[i] == nums[i - 1]:
                continue
            self.two_pointer(nums, i, answer)
        return answer

    def two_pointer(self, nums, i, answer):
        lo = i + 1
        hi = len(nums) - 1
        while lo < hi:
            total = nums[i] + nums[lo] + nums[hi]
            if total == 0:
                answer.append([nums[i], nums[lo], nums[hi]])
                lo = lo + 1
                while lo < hi and nums[lo] == nums[lo - 1]:
                    lo = lo + 1
                hi = hi - 1
            elif total < 0:
                lo += 1
            else:
                hi -= 1
