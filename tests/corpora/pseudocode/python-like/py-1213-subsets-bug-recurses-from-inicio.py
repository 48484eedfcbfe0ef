from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        resultado = []
        actual = []

        def backtrack(inicio):
            resultado.append(actual[:])
            for i in range(inicio, len(nums)):
                actual.append(nums[i])
                backtrack(inicio + 1)
                actual.pop()

        backtrack(0)
        return resultado
