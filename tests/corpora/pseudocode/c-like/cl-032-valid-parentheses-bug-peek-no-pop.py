class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        open = {")": "(", "]": "[", "}": "{"}
        for i in range(0, len(s)):
            c = s[i]
            if open.get(c) is None:
                stack.append(c)
            elif (stack[len(stack) - 1] if len(stack) > 0 else None) != open[c]:
                return False
        return len(stack) == 0
