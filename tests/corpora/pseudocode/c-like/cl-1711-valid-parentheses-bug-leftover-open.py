class Solution:
    def is_valid(self, s: str) -> bool:
        stackOfOpenBracketsStillWaiting = []
        openBracketForEachCloseBracket = {")": "(", "]": "[", "}": "{"}
        for positionInTheString in range(len(s)):
            characterWeAreLookingAt = s[positionInTheString]
            if (
                characterWeAreLookingAt == "("
                or characterWeAreLookingAt == "["
                or characterWeAreLookingAt == "{"
            ):
                stackOfOpenBracketsStillWaiting.append(characterWeAreLookingAt)
            else:
                if len(stackOfOpenBracketsStillWaiting) == 0:
                    return False
                lastOpenBracketThatWasWaiting = stackOfOpenBracketsStillWaiting.pop()
                if lastOpenBracketThatWasWaiting != openBracketForEachCloseBracket[characterWeAreLookingAt]:
                    return False
        return True
