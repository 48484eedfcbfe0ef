from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        sozluk = {}
        for kelime in words:
            anahtar = "".join(sorted(kelime))
            if anahtar in sozluk:
                sozluk[anahtar].append(kelime)
            else:
                sozluk[anahtar] = [kelime]
        return list(sozluk.values())
