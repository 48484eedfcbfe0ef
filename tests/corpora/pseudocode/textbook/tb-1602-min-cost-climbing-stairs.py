from typing import List


class Solution:
    def min_cost_climbing_stairs(self, cost: List[int]) -> int:
        number_of_steps = len(cost)
        cheapest_total_to_stand_two_steps_back = 0
        cheapest_total_to_stand_one_step_back = 0
        for position_we_want_to_reach in range(3, number_of_steps + 1 + 1):
            cheapest_total_to_stand_here = min(
                cheapest_total_to_stand_one_step_back + cost[position_we_want_to_reach - 1 - 1],
                cheapest_total_to_stand_two_steps_back + cost[position_we_want_to_reach - 2 - 1],
            )
            cheapest_total_to_stand_two_steps_back = cheapest_total_to_stand_one_step_back
            cheapest_total_to_stand_one_step_back = cheapest_total_to_stand_here
        return cheapest_total_to_stand_one_step_back
