class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        for c in s:
            if c in "([{":
                stack.append(c)
            else:
                if not stack:
                    return False
                o = stack.pop()
                if (o, c) not in (("(", ")"), ("[", "]"), ("{", "}")):
                    return False
        return not stack
