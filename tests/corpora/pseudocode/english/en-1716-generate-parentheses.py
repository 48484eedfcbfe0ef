from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        listOfAllGoodCombinations = []

        def buildTheRestOfTheString(textBuiltSoFar, openBracketsUsed, closeBracketsUsed):
            if len(textBuiltSoFar) == 2 * n:
                listOfAllGoodCombinations.append(textBuiltSoFar)
                return
            if openBracketsUsed < n:
                buildTheRestOfTheString(textBuiltSoFar + "(", openBracketsUsed + 1, closeBracketsUsed)
            if closeBracketsUsed < openBracketsUsed:
                buildTheRestOfTheString(textBuiltSoFar + ")", openBracketsUsed, closeBracketsUsed + 1)

        buildTheRestOfTheString("", 0, 0)
        return listOfAllGoodCombinations
