class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        vi_tri = {}
        trai = 0
        kq = 0
        for phai in range(len(s)):
            c = s[phai]
            if c in vi_tri and vi_tri[c] >= trai:
                trai = vi_tri[c] + 1
            vi_tri[c] = phai
            kq = max(kq, phai - trai + 1)
        return kq
