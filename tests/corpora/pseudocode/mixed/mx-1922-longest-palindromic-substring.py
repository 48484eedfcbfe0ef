class Solution:
    def longest_palindrome(self, s: str) -> str:
        ini = 0
        fim = 0
        for i in range(0, len(s)):
            e = i
            d = i
            while (e >= 0) and (d < len(s)) and (s[e] == s[d]):
                e = e - 1
                d = d + 1
            if (d - e - 1) > (fim - ini + 1):
                ini = e + 1
                fim = d - 1
            e = i
            d = i + 1
            while (e >= 0) and (d < len(s)) and (s[e] == s[d]):
                e = e - 1
                d = d + 1
            if (d - e - 1) > (fim - ini + 1):
                ini = e + 1
                fim = d - 1
        return s[ini : ini + (fim - ini + 1)]
