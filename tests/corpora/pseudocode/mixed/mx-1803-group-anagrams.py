from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        group_map = {}
        for i in range(1, len(words) + 1):
            w = words[i - 1]
            key = "".join(sorted(w))
            if key not in group_map:
                group_map[key] = []
            group_map[key].append(w)
        return list(group_map.values())
