class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        for c in s:
            if c == "(" or c == "[" or c == "{":
                st.append(c)
            else:
                if len(st) == 0:
                    return False
                if st[-1] != self.partner(c):
                    return False
                st.pop()
        return True

    def partner(self, c):
        if c == ")":
            return "("
        if c == "]":
            return "["
        return "{"
