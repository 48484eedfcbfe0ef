from typing import List


class Solution:
    def __init__(self):
        self.resultado = []

    def generate_parenthesis(self, n: int) -> List[str]:
        self.generar("", 0, 0, n)
        return self.resultado

    def generar(self, actual, abiertos, cerrados, n):
        if len(actual) == 2 * n:
            self.resultado.append(actual)
            return
        if abiertos < n:
            self.generar(actual + "(", abiertos + 1, cerrados, n)
        if cerrados < n:
            self.generar(actual + ")", abiertos, cerrados + 1, n)
