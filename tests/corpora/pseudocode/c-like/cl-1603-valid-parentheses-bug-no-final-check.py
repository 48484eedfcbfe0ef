class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        for i in range(len(s)):
            c = s[i]
            if c == "(" or c == "[" or c == "{":
                stack.append(c)
            else:
                if len(stack) == 0:
                    return False
                top = stack.pop(len(stack) - 1)
                if c == ")" and top != "(":
                    return False
                if c == "]" and top != "[":
                    return False
                if c == "}" and top != "{":
                    return False
        return True
