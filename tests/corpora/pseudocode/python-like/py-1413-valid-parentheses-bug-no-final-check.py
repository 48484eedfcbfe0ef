class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        match = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c == "(" or c == "[" or c == "{":
                stack.append(c)
            else:
                if len(stack) == 0:
                    return False
                top = stack.pop()
                if top != match[c]:
                    return False
        return True
