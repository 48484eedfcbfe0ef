from typing import List


class Solution:
    def three_sum(self, nums: List[int]) -> List[List[int]]:
        a = nums
        n = len(a)
        a.sort()
        res = []
        for i in range(0, n - 3 + 1):
            if i > 0 and a[i] == a[i - 1]:
                continue
            j = i + 1
            k = n - 1
            while j < k:
                s = a[i] + a[j] + a[k]
                if s < 0:
                    j += 1
                elif s > 0:
                    k -= 1
                else:
                    res.append([a[i], a[j], a[k]])
                    j += 1
                    k -= 1
                    while j < k and a[j] == a[j - 1]:
                        j += 1
        return res
