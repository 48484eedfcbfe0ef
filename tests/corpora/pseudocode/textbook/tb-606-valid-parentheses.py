class Solution:
    def is_valid(self, s: str) -> bool:
        def matches(o, c):
            return (o == "(" and c == ")") or (o == "[" and c == "]") or (o == "{" and c == "}")

        S = []
        for i in range(1, len(s) + 1):
            c = s[i - 1]
            if c == "(" or c == "[" or c == "{":
                S.append(c)
            else:
                if len(S) == 0:
                    return False
                if not matches(S.pop(), c):
                    return False
        return len(S) == 0
