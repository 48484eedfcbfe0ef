from typing import List


class Solution:
    def product_except_self(self, nums: List[int]) -> List[int]:
        n = len(nums)
        respuesta = [1] * n

        izquierda = 1
        for i in range(n):
            respuesta[i] = izquierda
            izquierda *= nums[i]

        derecha = 1
        for i in range(n - 1, -1, -1):
            respuesta[i] *= derecha
            derecha *= nums[i]
        return respuesta
