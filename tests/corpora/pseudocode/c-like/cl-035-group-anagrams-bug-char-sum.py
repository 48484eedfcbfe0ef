from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        groups = {}
        for s in words:
            key = 0
            for ch in s:
                key += ord(ch)
            if not groups.get(key):
                groups[key] = []
            groups[key].append(s)
        return list(groups.values())
