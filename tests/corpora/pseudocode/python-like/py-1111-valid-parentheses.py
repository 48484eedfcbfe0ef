class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        pairs = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c in pairs:
                if len(stack) == 0 or stack[-1] != pairs[c]:
                    return False
                stack.pop()
            else:
                stack.append(c)
        return len(stack) == 0
