from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        how_many_times_each_number_appear = {}
        for number in nums:
            how_many_times_each_number_appear[number] = how_many_times_each_number_appear.get(number, 0) + 1

        buckets_by_how_many_times = [[] for _ in range(len(nums))]
        for number, times_it_appear in how_many_times_each_number_appear.items():
            buckets_by_how_many_times[times_it_appear].append(number)

        most_frequent_numbers_answer = []
        for times in range(len(buckets_by_how_many_times) - 1, 0, -1):
            for number in buckets_by_how_many_times[times]:
                most_frequent_numbers_answer.append(number)
                if len(most_frequent_numbers_answer) == k:
                    return most_frequent_numbers_answer
        return most_frequent_numbers_answer
