from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        d = {}
        for w in words:
            k = "".join(sorted(w))
            if k not in d:
                d[k] = []
            d[k].append(w)
        return list(d.values())
