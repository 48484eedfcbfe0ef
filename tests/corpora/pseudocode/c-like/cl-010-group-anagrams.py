from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        map = {}
        for w in words:
            key = "".join(sorted(list(w)))
            if key not in map:
                map[key] = []
            map[key].append(w)
        return list(map.values())
