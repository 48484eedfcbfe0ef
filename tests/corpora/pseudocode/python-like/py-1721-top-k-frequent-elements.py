from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count = {}
        for n in nums:
            if n in count:
                count[n] = count[n] + 1
            else:
                count[n] = 1

        buckets = [[] for i in range(len(nums) + 1)]
        for num in count:
            buckets[count[num]].append(num)

        result = []
        for f in range(len(nums), 0, -1):
            for num in buckets[f]:
                result.append(num)
                if len(result) == k:
                    return result
        return result
