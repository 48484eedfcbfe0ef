from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for w in words:
            b = list(w.encode())
            b.sort()
            key = bytes(b)
            groups[key] = groups.get(key, []) + [w]
        res = []
        for g in groups.values():
            res.append(g)
        return res
