class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        pairs = {")": "(", "]": "[", "}": "{"}
        for ch in s:
            if ch in "([{":
                stack.append(ch)
            else:
                if len(stack) == 0:
                    return False
                if stack.pop() != pairs[ch]:
                    return False
        return len(stack) == 0
