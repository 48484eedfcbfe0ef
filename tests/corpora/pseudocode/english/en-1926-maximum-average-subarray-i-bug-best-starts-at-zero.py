from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        n = len(nums)
        soma = 0
        for i in range(0, k):
            soma = soma + nums[i]
        maior = 0
        for i in range(k, n):
            soma = soma + nums[i] - nums[i - k]
            if soma > maior:
                maior = soma
        return maior / k
