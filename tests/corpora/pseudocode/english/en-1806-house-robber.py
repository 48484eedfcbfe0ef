from typing import List


class Solution:
    def rob(self, nums: List[int]) -> int:
        antes = 0
        ultimo = 0
        for m in nums:
            if antes + m >= ultimo:
                nuevo = antes + m
            else:
                nuevo = ultimo
            antes = ultimo
            ultimo = nuevo
        return ultimo
