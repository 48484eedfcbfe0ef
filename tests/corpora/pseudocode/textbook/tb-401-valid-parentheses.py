class Solution:
    def is_valid(self, s: str) -> bool:
        stack = [""] * 10000
        top = 0
        for i in range(1, len(s) + 1):
            ch = s[i - 1]
            if ch == "(":
                top = top + 1
                stack[top - 1] = ")"
            elif ch == "[":
                top = top + 1
                stack[top - 1] = "]"
            elif ch == "{":
                top = top + 1
                stack[top - 1] = "}"
            else:
                if top == 0:
                    return False
                if stack[top - 1] != ch:
                    return False
                top = top - 1
        if top == 0:
            return True
        else:
            return False
