class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        pairs = {")": "(", "]": "[", "}": "{"}
        for ch in s:
            if ch in ("(", "[", "{"):
                stack.append(ch)
            else:
                if not stack:
                    return False
                top = stack.pop()
                if top != pairs[ch]:
                    return False
        return True if not stack else False
