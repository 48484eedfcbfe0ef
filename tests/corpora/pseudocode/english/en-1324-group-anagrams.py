from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groupes = {}
        for word in words:
            key = "".join(sorted(word))
            if key not in groupes:
                groupes[key] = []
            groupes[key].append(word)
        return list(groupes.values())
