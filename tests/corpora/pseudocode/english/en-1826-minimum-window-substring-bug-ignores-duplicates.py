class Solution:
    def min_window(self, s: str, t: str) -> str:
        gerekli = set(t)
        sol = 0
        sayac = 0
        en_kisa = ""
        adet = {}
        for sag in range(len(s)):
            c = s[sag]
            adet[c] = adet.get(c, 0) + 1
            if c in gerekli and adet[c] == 1:
                sayac += 1
            while sayac == len(gerekli):
                if en_kisa == "" or (sag - sol + 1) < len(en_kisa):
                    en_kisa = s[sol : sag + 1]
                d = s[sol]
                adet[d] -= 1
                if d in gerekli and adet[d] == 0:
                    sayac -= 1
                sol += 1
        return en_kisa
