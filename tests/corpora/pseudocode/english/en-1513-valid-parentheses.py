class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        for ch in s:
            if ch in "([{":
                stack.append(ch)
                continue
            else:
                if len(stack) == 0:
                    return False
                popped = stack.pop()
                if popped != {")": "(", "]": "[", "}": "{"}[ch]:
                    return False
        if len(stack) == 0:
            return True
        else:
            return False
