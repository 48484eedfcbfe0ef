class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        match = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c == "(" or c == "[" or c == "{":
                st.append(c)
            else:
                if len(st) == 0:
                    return False
                if st.pop() != match[c]:
                    return False
        return len(st) == 0
