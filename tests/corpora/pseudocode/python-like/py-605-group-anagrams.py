from collections import defaultdict
from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = defaultdict(list)
        for w in words:
            key = "".join(sorted(w))
            groups[key].append(w)
        return list(groups.values())
