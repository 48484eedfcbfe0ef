from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        count_of_each_number = {}
        for number in nums:
            count_of_each_number[number] = count_of_each_number.get(number, 0) + 1
        buckets_by_frequency = [[] for _ in range(len(nums) + 1)]
        for number, how_many_times in count_of_each_number.items():
            buckets_by_frequency[how_many_times].append(number)
        result_numbers = []
        for frequency in range(len(nums), 0, -1):
            for number in buckets_by_frequency[frequency]:
                result_numbers.append(number)
                if len(result_numbers) == k:
                    return result_numbers
        return result_numbers
