class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        match = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c in "([{":
                stack.append(c)
            else:
                if len(stack) == 0:
                    return False
                o = stack.pop()
                if o != match[c]:
                    return False
        return len(stack) == 0
