from collections import deque
from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        komsu = [[] for _ in range(n)]
        giris = [0] * n
        for a, b in prerequisites:
            komsu[b].append(a)
            giris[a] = giris[a] + 1
        kuyruk = deque(d for d in range(n) if giris[d] == 0)
        alinan = 0
        while kuyruk:
            d = kuyruk.popleft()
            alinan = alinan + 1
            for x in komsu[d]:
                giris[x] = giris[x] - 1
                if giris[x] == 0:
                    kuyruk.append(x)
        if alinan == n:
            return True
        else:
            return False
