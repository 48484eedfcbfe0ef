from functools import reduce
from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        total = reduce(lambda a, b: a * b, nums, 1)
        out = []
        for i in range(len(nums)):
            # Python 2: int / int floors; the product is a multiple of nums[i]
            out.append(total // nums[i])
        return out
