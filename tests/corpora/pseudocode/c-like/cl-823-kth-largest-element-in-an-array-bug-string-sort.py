from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        nums.sort(key=str)
        return nums[len(nums) - k]
