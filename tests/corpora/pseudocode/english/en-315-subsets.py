from typing import List


class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        answer = [[]]
        for x in nums:
            copies = []
            for subset in list(answer):
                copies.append(subset + [x])
            answer.extend(copies)
        return answer
