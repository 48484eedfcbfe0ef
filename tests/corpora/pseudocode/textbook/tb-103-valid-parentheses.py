class Solution:
    def is_valid(self, s: str) -> bool:
        S = []
        match = {")": "(", "]": "[", "}": "{"}
        for i in range(1, len(s) + 1):
            c = s[i - 1]
            if c in {"(", "[", "{"}:
                S.append(c)
            else:
                if len(S) == 0 or S.pop() != match[c]:
                    return False
        return len(S) == 0
