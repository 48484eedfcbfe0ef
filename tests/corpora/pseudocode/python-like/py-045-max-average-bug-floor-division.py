from typing import List


class Solution:
    def find_max_average(self, nums: List[int], k: int) -> float:
        s = sum(nums[:k])
        m = s
        for i in range(k, len(nums)):
            s = s + nums[i] - nums[i - k]
            if s > m:
                m = s
        return m // k
