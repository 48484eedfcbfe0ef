class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        for i in range(len(s)):
            c = s[i]
            if c == "(" or c == "[" or c == "{":
                st.append(c)
            else:
                if not st:
                    return False
                t = st.pop()
                if c == ")" and t != "(":
                    return False
                if c == "]" and t != "[":
                    return False
                if c == "}" and t != "{":
                    return False
        return not st
