class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        map = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c in map.values():
                stack.append(c)
            else:
                if not stack or stack.pop() != map[c]:
                    return False
        return True
