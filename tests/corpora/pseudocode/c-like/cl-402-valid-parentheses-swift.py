class Solution:
    def is_valid(self, s: str) -> bool:
        pairs = {")": "(", "]": "[", "}": "{"}
        stack = []
        for ch in s:
            if ch in pairs:
                open = pairs[ch]
                if not stack:
                    return False
                top = stack.pop()
                if top != open:
                    return False
            else:
                stack.append(ch)
        return len(stack) == 0
