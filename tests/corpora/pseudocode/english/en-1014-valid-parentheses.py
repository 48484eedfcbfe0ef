class Solution:
    def is_valid(self, s: str) -> bool:
        pile = []
        for ch in s:
            if ch in "([{":
                pile.append(ch)
            else:
                if not pile:
                    return False
                top = pile[-1]
                if (ch == ")" and top != "(") or (ch == "]" and top != "[") or (ch == "}" and top != "{"):
                    return False
                pile.pop()
        if not pile:
            return True
        return False
