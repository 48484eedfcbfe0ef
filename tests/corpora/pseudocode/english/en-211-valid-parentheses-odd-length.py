class Solution:
    def is_valid(self, s: str) -> bool:
        if len(s) % 2 == 1:
            return False
        partner = {")": "(", "]": "[", "}": "{"}
        stack = []
        for ch in s:
            if ch in partner:
                if not stack or stack[-1] != partner[ch]:
                    return False
                stack.pop()
            else:
                stack.append(ch)
        return len(stack) == 0
