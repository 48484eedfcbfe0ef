class Solution:
    def is_valid(self, s: str) -> bool:
        stk = []
        mp = {")": "(", "]": "[", "}": "{"}
        for ch in s:
            if ch not in mp:
                stk.append(ch)
            elif not stk or stk[-1] != mp[ch]:
                return False
            else:
                stk.pop()
        return not stk
