from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for i in range(0, len(nums)):
            if nums[i] in count:
                count[nums[i]] = count[nums[i]] + 1
            else:
                count[nums[i]] = 1
        keys = sorted(count, key=count.get, reverse=True)
        result = []
        for i in range(0, k + 1):
            result.append(keys[i])
        return result
