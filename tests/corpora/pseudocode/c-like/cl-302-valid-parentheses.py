class Solution:
    def is_valid(self, s: str) -> bool:
        st = []
        match = {")": "(", "]": "[", "}": "{"}
        for c in s:
            if c in match:
                if len(st) == 0 or st[-1] != match[c]:
                    return False
                st.pop()
            else:
                st.append(c)
        return len(st) == 0
