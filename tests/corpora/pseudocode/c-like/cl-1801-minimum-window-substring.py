class Solution:
    def min_window(self, s: str, t: str) -> str:
        cnt = [0] * 128
        for c in t:
            cnt[ord(c)] += 1
        rem = len(t)
        l = 0
        best_l = 0
        best_len = 2**31 - 1
        for r in range(len(s)):
            c = s[r]
            if cnt[ord(c)] > 0:
                rem -= 1
            cnt[ord(c)] -= 1
            while rem == 0:
                if r - l + 1 < best_len:
                    best_len = r - l + 1
                    best_l = l
                lc = s[l]
                cnt[ord(lc)] += 1
                if cnt[ord(lc)] > 0:
                    rem += 1
                l += 1
        if best_len == 2**31 - 1:
            return ""
        return s[best_l : best_l + best_len]
