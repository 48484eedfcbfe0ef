class Solution:
    def is_valid(self, s: str) -> bool:
        Pairs = {")": "(", "]": "[", "}": "{"}
        stack = []
        for ch in s:
            if ch in Pairs:
                if len(stack) == 0 or stack.pop() != Pairs[ch]:
                    return False
            else:
                stack.append(ch)
        return True
