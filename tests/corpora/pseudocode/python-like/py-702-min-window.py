class Solution:
    def min_window(self, s: str, t: str) -> str:
        need = {}
        for ch in t:
            need[ch] = need.get(ch, 0) + 1
        missing = len(t)  # how many chars of t still not in the window
        start = 0
        best_start = 0
        best_len = float("inf")
        for end in range(len(s)):
            c = s[end]
            if need.get(c, 0) > 0:
                missing -= 1
            need[c] = need.get(c, 0) - 1
            while missing == 0:
                if end - start + 1 < best_len:
                    best_len = end - start + 1
                    best_start = start
                need[s[start]] += 1
                if need[s[start]] > 0:
                    missing += 1
                start += 1
        if best_len == float("inf"):
            return ""
        return s[best_start : best_start + best_len]
