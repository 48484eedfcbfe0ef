from heapq import heappop, heappush
from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        conteo = {}
        for n in nums:
            conteo[n] = conteo.get(n, 0) + 1

        monton = []
        for numero, veces in conteo.items():
            heappush(monton, (veces, numero))
            if len(monton) > k:
                heappop(monton)

        resultado = []
        for veces, numero in monton:
            resultado.append(numero)
        return resultado
