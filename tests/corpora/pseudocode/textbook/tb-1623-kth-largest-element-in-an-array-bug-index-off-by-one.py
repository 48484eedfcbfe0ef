from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        n = len(nums)
        answer = 0
        nums.sort()
        answer = nums[n - k - 1]
        return answer
