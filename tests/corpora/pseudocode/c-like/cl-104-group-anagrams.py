from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for s in words:
            letters = list(s)
            letters.sort()
            key = "".join(letters)
            groups.setdefault(key, []).append(s)
        return list(groups.values())
