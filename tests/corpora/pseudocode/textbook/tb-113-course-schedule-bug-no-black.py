from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        color = {}
        Adj = {}

        def has_cycle(u):
            color[u] = "GRAY"
            for v in Adj[u]:
                if color[v] == "GRAY":
                    return True
                if color[v] == "WHITE" and has_cycle(v):
                    return True
            return False

        for u in range(0, num_courses):
            color[u] = "WHITE"
            Adj[u] = set()
        for a, b in prerequisites:
            Adj[b] = Adj[b] | {a}
        for u in range(0, num_courses):
            if color[u] == "WHITE" and has_cycle(u):
                return False
        return True
