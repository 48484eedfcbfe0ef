from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for w in words:
            c = sorted(w)
            key = "".join(c)
            if key not in groups:
                groups[key] = []
            else:
                groups[key].append(w)
        return list(groups.values())
