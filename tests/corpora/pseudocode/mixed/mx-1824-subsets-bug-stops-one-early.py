from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = []
        current = []

        def make(i):
            if i == len(nums) - 1:
                result.append(current[:])
                return
            current.append(nums[i])
            make(i + 1)
            current.pop()
            make(i + 1)

        make(0)
        return result
