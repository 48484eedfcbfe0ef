from typing import List


class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        # JavaScript's default sort() compares the elements as strings ("15,18" < "2,6")
        intervals.sort(key=lambda iv: ",".join(str(x) for x in iv))
        out = [intervals[0]]
        for i in range(1, len(intervals)):
            last = out[len(out) - 1]
            start, end = intervals[i]
            if start <= last[1]:
                last[1] = max(last[1], end)
            else:
                out.append(intervals[i])
        return out
