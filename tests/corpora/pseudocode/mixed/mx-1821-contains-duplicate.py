from typing import List


class Solution:
    def contains_duplicate(self, nums: List[int]) -> bool:
        n = len(nums)
        vidennye = set()
        znach = False
        for i in range(1, n + 1):
            if nums[i - 1] in vidennye:
                znach = True
                break
            vidennye.add(nums[i - 1])
        return znach
