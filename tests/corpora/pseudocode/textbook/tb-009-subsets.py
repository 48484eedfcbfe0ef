from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = []
        self.backtrack(nums, 1, [], result)
        return result

    def backtrack(self, a, i, current, result):
        if i > len(a):
            result.append(list(current))
            return
        self.backtrack(a, i + 1, current, result)
        current.append(a[i - 1])
        self.backtrack(a, i + 1, current, result)
        current.pop()
