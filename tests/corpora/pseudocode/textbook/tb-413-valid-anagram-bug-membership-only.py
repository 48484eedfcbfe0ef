class Solution:
    def is_anagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        flag = 1
        for i in range(1, len(s) + 1):
            if s[i - 1] not in t:
                flag = 0
        if flag == 1:
            return True
        else:
            return False
