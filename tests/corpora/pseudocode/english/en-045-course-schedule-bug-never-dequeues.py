from typing import List


class Solution:
    def can_finish(self, num_courses: int, prerequisites: List[List[int]]) -> bool:
        n = num_courses
        graph = [[] for _ in range(n)]
        indegree = [0] * n
        for course, pre in prerequisites:
            graph[pre].append(course)
            indegree[course] += 1
        queue = [c for c in range(n) if indegree[c] == 0]
        finished = 0
        while len(queue) > 0:
            c = queue[0]
            finished += 1
            for nxt in graph[c]:
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    queue.append(nxt)
        return finished == n
