from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        sayac = {}
        for x in nums:
            sayac[x] = sayac.get(x, 0) + 1
        n = len(nums)
        kova = [[] for _ in range(n)]
        for x, f in sayac.items():
            kova[f - 1].append(x)
        sonuc = []
        for f in range(1, n + 1):
            for x in kova[f - 1]:
                if len(sonuc) < k:
                    sonuc.append(x)
        return sonuc
