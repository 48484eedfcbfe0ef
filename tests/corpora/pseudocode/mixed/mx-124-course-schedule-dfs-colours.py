from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        for [a, b] in prerequisites:
            graph[b].append(a)
        state = [0] * num_courses

        def visit(u) -> bool:
            if state[u] == 1:
                return True
            if state[u] == 2:
                return False
            state[u] = 1
            for v in graph[u]:
                if visit(v):
                    return True
            state[u] = 2
            return False

        for c in range(0, num_courses):
            if visit(c):
                return False
        return True
