class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        match = {")": "(", "]": "[", "}": "{"}
        for ch in s:
            if ch == "(" or ch == "[" or ch == "{":
                st.append(ch)
            else:
                if len(st) == 0:
                    return False
                if st.pop() != match[ch]:
                    return False
        return True
