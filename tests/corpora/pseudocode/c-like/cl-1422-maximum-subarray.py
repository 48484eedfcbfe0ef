from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        n = len(nums)
        migliore = nums[0]
        corrente = nums[0]
        for i in range(1, n):
            if corrente + nums[i] > nums[i]:
                corrente = corrente + nums[i]
            else:
                corrente = nums[i]
            if corrente > migliore:
                migliore = corrente
        return migliore
