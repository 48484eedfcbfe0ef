class Solution:
    def length_of_longest_substring(self, s: str) -> int:
        last_place_where_char_was_seen = {}
        start_of_current_window = 0
        longest_window_found_until_now = 0
        for current_position in range(len(s)):
            current_character = s[current_position]
            if (
                last_place_where_char_was_seen.get(current_character) is not None
                and last_place_where_char_was_seen[current_character] >= start_of_current_window
            ):
                start_of_current_window = last_place_where_char_was_seen[current_character] + 1
            last_place_where_char_was_seen[current_character] = current_position
            longest_window_found_until_now = max(
                longest_window_found_until_now,
                current_position - start_of_current_window + 1,
            )
        return longest_window_found_until_now
