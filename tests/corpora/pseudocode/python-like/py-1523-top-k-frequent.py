from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        anzahl = {}
        for x in nums:
            anzahl[x] = anzahl.get(x, 0) + 1

        eimer = [[] for i in range(len(nums) + 1)]
        for zahl, c in anzahl.items():
            eimer[c].append(zahl)

        ergebnis = []
        for c in range(len(nums), 0, -1):
            for zahl in eimer[c]:
                ergebnis.append(zahl)
                if len(ergebnis) == k:
                    return ergebnis
        return ergebnis
