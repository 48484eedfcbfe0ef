from typing import List


class Solution:
    def max_sub_array(self, nums: List[int]) -> int:
        runningSumOfTheCurrentPiece = 0
        biggestSumFoundSoFar = 0
        for number in nums:
            runningSumOfTheCurrentPiece = runningSumOfTheCurrentPiece + number
            if runningSumOfTheCurrentPiece > biggestSumFoundSoFar:
                biggestSumFoundSoFar = runningSumOfTheCurrentPiece
            if runningSumOfTheCurrentPiece < 0:
                runningSumOfTheCurrentPiece = 0
        return biggestSumFoundSoFar
