class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        pairs = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c in "([{":
                stack.append(c)
                continue
            if not stack:
                return False
            top = stack.pop()
            if top != pairs[c]:
                return False
        return True
