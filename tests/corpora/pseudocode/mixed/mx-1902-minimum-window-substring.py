from collections import Counter


class Solution:
    def min_window(self, s: str, t: str) -> str:
        need_count_for_each_character = Counter(t)
        characters_still_missing = len(t)
        left_edge_of_window = 0
        best_window_start = 0
        best_window_length = float("inf")
        for right_edge_of_window in range(0, len(s)):
            c = s[right_edge_of_window]
            if need_count_for_each_character[c] > 0:
                characters_still_missing -= 1
            need_count_for_each_character[c] -= 1
            while characters_still_missing == 0:
                if right_edge_of_window - left_edge_of_window + 1 < best_window_length:
                    best_window_length = right_edge_of_window - left_edge_of_window + 1
                    best_window_start = left_edge_of_window
                leftmost_character = s[left_edge_of_window]
                need_count_for_each_character[leftmost_character] += 1
                if need_count_for_each_character[leftmost_character] > 0:
                    characters_still_missing += 1
                left_edge_of_window += 1
        if best_window_length == float("inf"):
            return ""
        return s[best_window_start : best_window_start + best_window_length]
