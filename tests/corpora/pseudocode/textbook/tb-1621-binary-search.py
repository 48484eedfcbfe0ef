from typing import List


class Solution:
    def search(self, nums: List[int], target: int) -> int:
        n = len(nums)
        inicio = 1
        fim = n
        while inicio <= fim:
            meio = (inicio + fim) // 2
            if nums[meio - 1] == target:
                return meio - 1
            else:
                if nums[meio - 1] < target:
                    inicio = meio + 1
                else:
                    fim = meio - 1
        return -1
