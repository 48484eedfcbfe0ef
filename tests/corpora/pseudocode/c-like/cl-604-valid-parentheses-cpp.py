class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        for c in s:
            if c in "([{":
                st.append(c)
            elif c == ")":
                if len(st) == 0 or st[-1] != "(":
                    return False
                st.pop()
            elif c == "]":
                if len(st) == 0 or st[-1] != "[":
                    return False
                st.pop()
            elif c == "}":
                if len(st) == 0 or st[-1] != "{":
                    return False
                st.pop()
        return len(st) == 0
