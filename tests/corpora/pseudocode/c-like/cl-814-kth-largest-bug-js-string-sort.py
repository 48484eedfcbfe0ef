from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        nums.sort(key=str)
        nums.reverse()
        return nums[k - 1]
