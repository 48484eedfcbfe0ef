from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        N = len(cost)
        D = [0] * N
        D[1 - 1] = cost[1 - 1]
        D[2 - 1] = cost[2 - 1]
        for I in range(3, N + 1):
            D[I - 1] = cost[I - 1] + min(D[I - 1 - 1], D[I - 2 - 1])
        return D[N - 1]
