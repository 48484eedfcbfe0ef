from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for w in words:
            chars = list(w)
            chars.sort()
            key = "".join(chars)
            groups.setdefault(key, []).append(w)
        return list(groups.values())
