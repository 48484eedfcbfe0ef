class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        match = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c == "(" or c == "[" or c == "{":
                st.append(c)
            else:
                if not st or st[-1] != match[c]:
                    return False
                st.pop()
        return not st
