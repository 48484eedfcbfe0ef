from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        for a, b in prerequisites:
            graph[b].append(a)
        state = [0] * num_courses

        def dfs(u):
            if state[u] == 1:
                return False
            if state[u] == 2:
                return True
            state[u] = 1
            for v in graph[u]:
                if not dfs(v):
                    return False
            state[u] = 2
            return True

        for c in range(num_courses):
            if not dfs(c):
                return False
        return True
