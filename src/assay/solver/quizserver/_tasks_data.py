"""Tasks over structured data: a paginated API, macro-F1 over runs, a shortest path, zipped JSONL."""

from __future__ import annotations

import heapq
import io
import itertools
import json
import zipfile
from collections.abc import Sequence

from assay.solver.quizserver._check import check_number, check_number_map
from assay.solver.quizserver._models import ApiListing, Prepared, TaskContext

__all__ = [
    "build_api_pages",
    "build_macro_f1",
    "build_shortest_path",
    "build_zip_jsonl",
    "email_offset",
    "macro_f1",
]

API_HEADER = "X-Quiz-Key"


def build_api_pages(ctx: TaskContext) -> Prepared:
    """A listing served in pages; every request needs a header whose value only the page shows."""
    rng = ctx.rng
    token = format(rng.getrandbits(64), "016x")
    pages: list[tuple[dict[str, object], ...]] = []
    total = 0
    for page in range(rng.randint(3, 5)):
        items = []
        for index in range(8):
            status = rng.choice(("active", "active", "archived", "pending"))
            value = rng.randint(1, 500)
            if status == "active":
                total += value
            items.append({"id": f"it-{page * 8 + index + 1:03d}", "status": status, "value": value})
        pages.append(tuple(items))
    body = f"""<p>The inventory API lists items page by page, starting at
<a href="{ctx.api_href}?page=1">{ctx.api_href}?page=1</a>; each reply names the <code>next</code> page
(null on the last one). Every request must carry the header <code>{API_HEADER}: {token}</code>.</p>
<p>What is the sum of <code>value</code> over the items whose <code>status</code> is <b>active</b>?
Answer with an integer.</p>"""
    return Prepared(
        title="A paginated API",
        body=body,
        check=check_number(total),
        api=ApiListing(header=API_HEADER, token=token, pages=tuple(pages)),
    )


_LABELS = ("bird", "cat", "dog")


def macro_f1(y_true: Sequence[str], y_pred: Sequence[str]) -> float:
    """Unweighted mean of per-label F1 over the labels seen in either list (scikit-learn's default)."""
    scores = []
    for label in sorted(set(y_true) | set(y_pred)):
        tp = sum(t == label and p == label for t, p in zip(y_true, y_pred, strict=True))
        fp = sum(t != label and p == label for t, p in zip(y_true, y_pred, strict=True))
        fn = sum(t == label and p != label for t, p in zip(y_true, y_pred, strict=True))
        scores.append(0.0 if tp == 0 else 2 * tp / (2 * tp + fp + fn))
    return sum(scores) / len(scores)


def build_macro_f1(ctx: TaskContext) -> Prepared:
    """Per-run macro-F1, answered as a JSON object keyed by run name."""
    rng = ctx.rng
    runs = []
    expected: dict[str, float] = {}
    for name in rng.sample(["alpha", "beta", "gamma", "delta", "omega"], 3):
        y_true = [*_LABELS, *(rng.choice(_LABELS) for _ in range(rng.randint(24, 36)))]
        rng.shuffle(y_true)
        accuracy = rng.uniform(0.5, 0.95)
        y_pred = [t if rng.random() < accuracy else rng.choice(_LABELS) for t in y_true]
        runs.append({"run": name, "y_true": y_true, "y_pred": y_pred})
        expected[name] = macro_f1(y_true, y_pred)
    body = f"""<p>Download <a href="{ctx.files_href}runs.json">runs.json</a>: each run has the true and the
predicted labels of the same samples.</p>
<p>Compute each run's <b>macro-F1</b> (the unweighted mean of the per-label F1 scores). Answer with a
JSON object mapping each run's name to its score rounded to 4 decimal places, like
<code>{{"run-name": 0.1234}}</code>.</p>"""
    return Prepared(
        title="Macro-F1 per run",
        body=body,
        check=check_number_map(expected, abs_tol=1.01e-4),
        files={"runs.json": json.dumps({"runs": runs}).encode("utf-8")},
    )


def _dijkstra(edges: Sequence[tuple[str, str, int]], source: str, target: str) -> int:
    graph: dict[str, list[tuple[str, int]]] = {}
    for start, end, weight in edges:
        graph.setdefault(start, []).append((end, weight))
    best = {source: 0}
    queue = [(0, source)]
    while queue:
        distance, node = heapq.heappop(queue)
        if node == target:
            return distance
        if distance > best.get(node, distance):
            continue
        for neighbour, weight in graph.get(node, []):
            candidate = distance + weight
            if candidate < best.get(neighbour, candidate + 1):
                best[neighbour] = candidate
                heapq.heappush(queue, (candidate, neighbour))
    raise ValueError("target unreachable")  # the generator always links source to target


def build_shortest_path(ctx: TaskContext) -> Prepared:
    """Directed weighted edges in a CSV; the shortest path's total weight between two nodes."""
    rng = ctx.rng
    nodes = [chr(ord("A") + index) for index in range(rng.randint(9, 12))]
    source, target = nodes[0], nodes[-1]
    edges: dict[tuple[str, str], int] = {}
    chain = [source, *rng.sample(nodes[1:-1], 4), target]  # guarantees a path
    for start, end in itertools.pairwise(chain):
        edges[(start, end)] = rng.randint(5, 30)
    while len(edges) < len(nodes) * 3:
        start, end = rng.sample(nodes, 2)
        edges.setdefault((start, end), rng.randint(1, 30))
    rows = [(start, end, weight) for (start, end), weight in edges.items()]
    rng.shuffle(rows)
    csv = "from,to,weight\n" + "".join(f"{s},{e},{w}\n" for s, e, w in rows)
    body = f"""<p>Download <a href="{ctx.files_href}edges.csv">edges.csv</a>: directed edges with weights.</p>
<p>What is the total weight of the shortest path from <b>{source}</b> to <b>{target}</b>? Answer with an
integer.</p>"""
    return Prepared(
        title="The shortest path",
        body=body,
        check=check_number(_dijkstra(rows, source, target)),
        files={"edges.csv": csv.encode("utf-8")},
    )


def email_offset(email: str) -> int:
    """The task's offset: characters before the ``@``, modulo 5, plus 1."""
    return len(email.strip().split("@", 1)[0]) % 5 + 1


def build_zip_jsonl(ctx: TaskContext) -> Prepared:
    """JSONL files in a zip; skip an email-derived number of records in each."""
    rng = ctx.rng
    offset = email_offset(ctx.email)
    buffer = io.BytesIO()
    total = 0
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for part in range(1, rng.randint(3, 4) + 1):
            lines = []
            for seq in range(rng.randint(8, 14)):
                cents = rng.randint(100, 50_000)
                if seq >= offset:
                    total += cents
                record = {"seq": seq, "user": f"u{rng.randint(1, 99)}", "amount": cents / 100}
                lines.append(json.dumps(record))
            info = zipfile.ZipInfo(f"logs/part-{part}.jsonl", date_time=(2026, 1, 1, 0, 0, 0))
            archive.writestr(info, "\n".join(lines) + "\n", compress_type=zipfile.ZIP_DEFLATED)
    body = f"""<p>Download <a href="{ctx.files_href}logs.zip">logs.zip</a>: JSON Lines files, one record a
line.</p>
<p>Let <i>k</i> be the number of characters before the <code>@</code> of your email address (the one in
this page's URL), modulo 5, plus 1. In each file, skip the first <i>k</i> records; what is the sum of
<code>amount</code> over the records left in all the files? Answer with a number rounded to 2 decimal
places.</p>"""
    return Prepared(
        title="Zipped logs",
        body=body,
        check=check_number(total / 100, abs_tol=0.006),
        files={"logs.zip": buffer.getvalue()},
    )
