from typing import List


class Solution:
    def two_sum(self, nums: List[int], target: int) -> List[int]:
        indexOfEveryNumberSeenSoFar = {}
        for currentPosition in range(len(nums)):
            numberWeStillNeedToFind = target - nums[currentPosition]
            if numberWeStillNeedToFind in indexOfEveryNumberSeenSoFar:
                return [indexOfEveryNumberSeenSoFar[numberWeStillNeedToFind], currentPosition]
            indexOfEveryNumberSeenSoFar[nums[currentPosition]] = currentPosition
