from typing import List


class Solution:
    def max_area(self, height: List[int]) -> int:
        leftLineIndex = 0
        rightLineIndex = len(height) - 1
        mostWaterSeenUntilNow = 0
        while leftLineIndex < rightLineIndex:
            widthBetweenTheTwoLines = rightLineIndex - leftLineIndex
            heightOfTheShorterLine = min(height[leftLineIndex], height[rightLineIndex])
            if widthBetweenTheTwoLines * heightOfTheShorterLine > mostWaterSeenUntilNow:
                mostWaterSeenUntilNow = widthBetweenTheTwoLines * heightOfTheShorterLine
            if height[leftLineIndex] < height[rightLineIndex]:
                leftLineIndex += 1
            else:
                rightLineIndex -= 1
        return mostWaterSeenUntilNow
