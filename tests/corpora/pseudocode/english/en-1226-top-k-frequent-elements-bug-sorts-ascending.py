from typing import List


class Solution:
    def top_k_frequent(self, nums: List[int], k: int) -> List[int]:
        counts = {}
        for number in nums:
            if number not in counts:
                counts[number] = 1
            else:
                counts[number] = counts[number] + 1
        keys = list(counts.keys())
        keys.sort(key=lambda x: counts[x])
        answer = keys[:k]
        return answer
