from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for w in words:
            key = "".join(sorted(w))
            if key not in groups:
                groups[key] = []
            groups[key].append(w)
        return list(groups.values())
