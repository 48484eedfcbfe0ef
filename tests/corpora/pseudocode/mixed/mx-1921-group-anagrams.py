from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        grupos = {}
        for p in words:
            chave = "".join(sorted(p))
            if chave not in grupos:
                grupos[chave] = []
            grupos[chave].append(p)
        return list(grupos.values())
