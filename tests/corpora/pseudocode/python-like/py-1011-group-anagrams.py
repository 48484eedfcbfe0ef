from collections import defaultdict
from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        buckets = defaultdict(list)
        for w in words:
            key = "".join(sorted(w))
            buckets[key].append(w)
        return [grp for grp in buckets.values()]
