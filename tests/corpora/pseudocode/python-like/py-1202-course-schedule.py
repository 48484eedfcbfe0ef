from collections import deque


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for a, b in prerequisites:
            graph[b].append(a)
            indeg[a] += 1
        q = deque()
        for i in range(num_courses):
            if indeg[i] == 0:
                q.append(i)
        taken = 0
        while len(q) != 0:
            c = q.popleft()
            taken += 1
            for nxt in graph[c]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    q.append(nxt)
        return taken == num_courses
