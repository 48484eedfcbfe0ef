from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        answer = []
        for i in range(len(nums)):
            lo = i + 1
            hi = len(nums) - 1
            while lo < hi:
                s = nums[i] + nums[lo] + nums[hi]
                if s == 0:
                    answer.append([nums[i], nums[lo], nums[hi]])
                    lo += 1
                    hi -= 1
                if s < 0:
                    lo += 1
                if s > 0:
                    hi -= 1
        return answer
