from typing import List


class Solution:
    def group_anagrams(self, words: List[str]) -> List[List[str]]:
        dictionary_from_sorted_letters_to_list_of_words = {}
        for each_word_in_the_list in words:
            sorted_letters_of_the_word = "".join(sorted(each_word_in_the_list))
            if sorted_letters_of_the_word not in dictionary_from_sorted_letters_to_list_of_words:
                dictionary_from_sorted_letters_to_list_of_words[sorted_letters_of_the_word] = []
            dictionary_from_sorted_letters_to_list_of_words[sorted_letters_of_the_word].append(
                each_word_in_the_list
            )
        return list(dictionary_from_sorted_letters_to_list_of_words.values())
