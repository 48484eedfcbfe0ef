from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        resposta = []
        atual = []

        def gerar(i):
            if i == len(nums):
                resposta.append(atual)
                return
            gerar(i + 1)
            atual.append(nums[i])
            gerar(i + 1)
            atual.pop()

        gerar(0)
        return resposta
