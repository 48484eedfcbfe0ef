class Solution:
    def is_valid(self, s: str) -> bool:
        if len(s) == 0:
            return False
        stack = []
        for c in s:
            if c in "([{":
                stack.append(c)
            elif len(stack) == 0 or {"(": ")", "[": "]", "{": "}"}[stack[-1]] != c:
                return False
            else:
                stack.pop()
        return len(stack) == 0
