class Solution:
    def longest_palindrome(self, s: str) -> str:
        inicioMelhor = 0
        tamMelhor = 1
        for centro in range(0, len(s)):
            for desloc in range(0, 2):
                esq = centro
                dir = centro + desloc
                while esq >= 0 and dir < len(s) and s[esq] == s[dir]:
                    esq = esq - 1
                    dir = dir + 1
                if dir - esq - 1 > tamMelhor:
                    inicioMelhor = esq + 1
                    tamMelhor = dir - esq - 1
        return s[inicioMelhor : inicioMelhor + tamMelhor]
