class Solution:
    def is_valid(self, s: str) -> bool:
        pila = []
        pares = {")": "(", "]": "[", "}": "{"}
        for i in range(len(s)):
            c = s[i]
            if c == "(" or c == "[" or c == "{":
                pila.append(c)
            else:
                if len(pila) == 0 or pila.pop() != pares[c]:
                    return False
        return len(pila) == 0
