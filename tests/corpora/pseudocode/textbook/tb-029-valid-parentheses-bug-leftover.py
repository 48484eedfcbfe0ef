class Solution:
    def is_valid(self, s: str) -> bool:
        stack = []
        for c in s:
            if c in {"(", "[", "{"}:
                stack.append(c)
            elif len(stack) == 0:
                return False
            else:
                t = stack.pop()
                if not self.matches(t, c):
                    return False
        return True

    def matches(self, open_, close):
        return (
            (open_ == "(" and close == ")")
            or (open_ == "[" and close == "]")
            or (open_ == "{" and close == "}")
        )
