from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        mp = {}
        for w in words:
            cnt = [0] * 26
            for c in w:
                cnt[ord(c) - ord("a")] += 1
            key = tuple(cnt)
            if key not in mp:
                mp[key] = []
            mp[key].append(w)
        return list(mp.values())
