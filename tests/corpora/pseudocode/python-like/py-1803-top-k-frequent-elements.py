from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count_map = {}
        for num in nums:
            if num in count_map:
                count_map[num] += 1
            else:
                count_map[num] = 1
        bucket_list = [[] for i in range(len(nums) + 1)]
        for num, freq in count_map.items():
            bucket_list[freq].append(num)
        result = []
        for freq in range(len(nums), 0, -1):
            for num in bucket_list[freq]:
                result.append(num)
                if len(result) == k:
                    return result
        return result
