class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        match = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c in match:
                if not stack or stack.pop() != match[c]:
                    return False
            else:
                stack.append(c)
        return True
