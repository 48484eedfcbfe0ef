from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        risultato = [0] * n
        sinistra = 1
        for i in range(1, n + 1):
            risultato[i - 1] = sinistra
            sinistra = sinistra * nums[i - 1]
        destra = 1
        for i in range(n, 0, -1):
            risultato[i - 1] = risultato[i - 1] * destra
            destra = destra * nums[i - 1]
        return risultato
