class Solution:
    def is_valid(self, s: str) -> bool:
        stack = [""] * len(s)
        top = 0
        partner = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c in "([{":
                top = top + 1
                stack[top - 1] = c
            else:
                if top == 0:
                    return False
                if stack[top - 1] != partner[c]:
                    return False
                else:
                    top = top - 1
        if top == 0:
            return True
        else:
            return False
