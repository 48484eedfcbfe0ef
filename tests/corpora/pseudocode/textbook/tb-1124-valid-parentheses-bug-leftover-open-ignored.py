class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        for i in range(0, len(s) - 1 + 1):
            ch = s[i]
            if ch == "(" or ch == "[" or ch == "{":
                stack.append(ch)
            else:
                if len(stack) == 0:
                    return False
                top = stack.pop()
                if ch == ")" and top != "(":
                    return False
                elif ch == "]" and top != "[":
                    return False
                elif ch == "}" and top != "{":
                    return False
        return True
