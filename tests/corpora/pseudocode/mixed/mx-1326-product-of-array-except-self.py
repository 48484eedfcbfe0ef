from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        res = [0] * n
        for i in range(0, n):
            res[i] = 1
        gauche = 1
        for i in range(0, n):
            res[i] = gauche
            gauche = gauche * nums[i]
        droite = 1
        for i in range(n - 1, -1, -1):
            res[i] = res[i] * droite
            droite = droite * nums[i]
        return res
