class Solution:
    def is_valid(self, s: str) -> bool:
        bracket_stack = []
        match_of = {")": "(", "]": "[", "}": "{"}
        for i in range(len(s)):
            ch = s[i]
            if ch == "(" or ch == "[" or ch == "{":
                bracket_stack.append(ch)
            else:
                if len(bracket_stack) == 0:
                    return False
                top_char = bracket_stack.pop()
                if top_char != match_of[ch]:
                    return False
        return True
