class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        for c in s:
            if c == "(" or c == "[" or c == "{":
                stack.append(c)
            else:
                if len(stack) == 0:
                    return False
                top = stack.pop()
                if (c == ")" and top != "(") or (c == "]" and top != "[") or (c == "}" and top != "{"):
                    return False
        return len(stack) == 0
