from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        strs = words
        buckets = {}
        for w in strs:
            key = "".join(sorted(w))
            if key not in buckets:
                buckets[key] = []
            buckets[key].append(w)
        return list(buckets.values())
