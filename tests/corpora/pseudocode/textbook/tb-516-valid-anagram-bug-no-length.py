class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        cnt = {}
        for c in s:
            cnt[c] = cnt.get(c, 0) + 1
        for c in t:
            if cnt.get(c, 0) == 0:
                return False
            cnt[c] = cnt.get(c, 0) - 1
        return True
