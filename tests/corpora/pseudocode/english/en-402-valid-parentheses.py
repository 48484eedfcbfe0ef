class Solution:
    def is_valid(self, s: str) -> bool:
        pile = []
        partner = {")": "(", "]": "[", "}": "{"}
        for ch in s:
            if ch in ("(", "[", "{"):
                pile.append(ch)
            else:
                if not pile:
                    return False
                if pile[-1] != partner[ch]:
                    return False
                pile.pop()
        return len(pile) == 0
