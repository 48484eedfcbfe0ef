from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        resultado = []
        for i in range(len(nums) - 2):
            if nums[i] == nums[i + 1]:
                continue
            izq = i + 1
            der = len(nums) - 1
            while izq < der:
                suma = nums[i] + nums[izq] + nums[der]
                if suma == 0:
                    resultado.append([nums[i], nums[izq], nums[der]])
                    izq += 1
                    der -= 1
                    while izq < der and nums[izq] == nums[izq - 1]:
                        izq += 1
                elif suma < 0:
                    izq += 1
                else:
                    der -= 1
        return resultado
