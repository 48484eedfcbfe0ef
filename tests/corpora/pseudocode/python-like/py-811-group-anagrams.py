from collections import defaultdict
from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        d = defaultdict(list)
        for w in words:
            k = "".join(sorted(w))
            d[k].append(w)
        return list(d.values())
