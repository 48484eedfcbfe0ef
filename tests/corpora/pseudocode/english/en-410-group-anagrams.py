from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for w in words:
            k = "".join(sorted(w))
            if k not in groups:
                groups[k] = []
            groups[k].append(w)
        return list(groups.values())
