from typing import List


class Solution:
    def find_kth_largest(self, nums: List[int], k: int) -> int:
        cnt = [0] * 20001
        for i in range(1, len(nums) + 1):
            cnt[nums[i - 1] + 10001 - 1] = cnt[nums[i - 1] + 10001 - 1] + 1
        for p in range(20001, 0, -1):
            k = k - cnt[p - 1]
            if k <= 0:
                return p - 10000
        return 0
