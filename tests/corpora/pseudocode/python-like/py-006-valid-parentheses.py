class Solution:
    def is_valid(self, s: str) -> bool:
        match = {")": "(", "]": "[", "}": "{"}
        stack = []
        for c in s:
            if c in match:
                if not stack or stack.pop() != match[c]:
                    return False
            elif c in "([{":
                stack.append(c)
        return len(stack) == 0
