from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = dict()
        for w in words:
            count = [0] * 26
            for c in w:
                count[ord(c) - ord("a")] += 1
            key = ""
            for x in count:
                key = key + str(x) + "#"  # "#" so 1,11 and 11,1 dont clash
            if key not in groups:
                groups[key] = []
            groups[key].append(w)
        return list(groups.values())
