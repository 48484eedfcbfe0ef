class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda x: x[0])
        res = [intervals[0]]
        for cur in intervals[1:]:
            last = res[-1]
            s = cur[0]
            e = cur[1]
            if s < last[1]:
                last[1] = max(last[1], e)
            else:
                res.append(cur)
        return res
