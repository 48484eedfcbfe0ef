from typing import List


class Solution:
    def generate_parenthesis(self, n: int) -> List[str]:
        hasil = []

        def bt(s, buka, tutup):
            if len(s) == 2 * n:
                hasil.append(s)
                return
            if buka < n:
                bt(s + "(", buka + 1, tutup)
            if tutup <= buka:
                bt(s + ")", buka, tutup + 1)

        bt("", 0, 0)
        return hasil
