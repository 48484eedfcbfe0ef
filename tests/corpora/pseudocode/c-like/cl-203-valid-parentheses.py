class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        for c in s:
            if c == "(":
                st.append(")")
            elif c == "[":
                st.append("]")
            elif c == "{":
                st.append("}")
            else:
                if len(st) == 0 or st[-1] != c:
                    return False
                st.pop()
        return len(st) == 0
