from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(num_courses)]
        indeg = [0] * num_courses
        for pair in prerequisites:
            a = pair[0]
            b = pair[1]
            graph[b].append(a)
            indeg[a] += 1

        queue = []
        for i in range(num_courses):
            if indeg[i] == 0:
                queue.append(i)

        done = 0
        while len(queue) > 0:
            cur = queue.pop(0)
            done += 1
            for nxt in graph[cur]:
                indeg[nxt] -= 1
                if indeg[nxt] == 0:
                    queue.append(nxt)
        return done == num_courses
