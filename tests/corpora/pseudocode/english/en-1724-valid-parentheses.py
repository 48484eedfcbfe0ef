class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        partner = {")": "(", "]": "[", "}": "{"}
        for ch in s:
            if ch in "([{":
                stack.append(ch)
            else:
                if len(stack) == 0:
                    return False
                top = stack.pop()
                if top != partner[ch]:
                    return False
        if len(stack) == 0:
            return True
        return False
