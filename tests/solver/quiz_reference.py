"""A reference solution of the local quiz chain, kept in the tests only.

It solves each task from what a solver sees: the rendered page (visible text and links, from a real
browser, or from decoding the page's atob() payload when the task needs no script) and the files the
page links. Passing with it proves every task is well-posed and that its page carries what is needed.
The solver package never sees this module: it must solve quizzes it has never seen.
"""

from __future__ import annotations

import base64
import csv
import heapq
import html
import io
import json
import re
import statistics
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any
from urllib.parse import parse_qs, urljoin, urlsplit

from PIL import Image, ImageDraw
from pypdf import PdfReader

#: GET a URL (optionally with headers) and return the response body and status.
Fetch = Callable[..., Any]

#: Tasks whose values exist only once the page's script has run (they need a browser).
NEEDS_SCRIPT = frozenset({"js-code", "csv-cutoff"})


@dataclass
class PageView:
    """What a solver extracts from a rendered quiz page."""

    url: str
    text: str
    links: list[tuple[str, str]] = field(default_factory=list)  # (absolute href, link text)

    @property
    def task(self) -> str:
        return urlsplit(self.url).path.rsplit("/", 1)[-1]

    @property
    def email(self) -> str:
        return parse_qs(urlsplit(self.url).query)["email"][0]

    def link(self, ending: str) -> str:
        for href, _ in self.links:
            if urlsplit(href).path.endswith(ending):
                return href
        raise AssertionError(f"no link ending in {ending!r} on {self.url}: {self.links}")

    def find(self, pattern: str) -> re.Match[str]:
        match = re.search(pattern, self.text)
        assert match is not None, f"{pattern!r} not in the page text of {self.task}: {self.text!r}"
        return match

    def submit_url(self) -> str:
        target = self.find(r"POST your answer as JSON to (.+?), for example").group(1).strip()
        if target == "the address of this link":
            target = next(href for href, text in self.links if text.strip() == "this link")
        return urljoin(self.url, target)


class _Collector(HTMLParser):
    def __init__(self, base: str) -> None:
        super().__init__()
        self.base = base
        self.parts: list[str] = []
        self.links: list[tuple[str, str]] = []
        self._href: str | None = None
        self._anchor: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self._href = dict(attrs).get("href")
            self._anchor = []
        if tag in {"p", "h1", "h2", "pre", "br"}:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append((urljoin(self.base, self._href), "".join(self._anchor)))
            self._href = None

    def handle_data(self, data: str) -> None:
        data = re.sub(r"\s+", " ", data)  # as a browser lays out text outside <pre>
        self.parts.append(data)
        if self._href is not None:
            self._anchor.append(data)


def static_view(url: str, page_html: str) -> PageView:
    """The page as a browser would show it, without running the task's own script."""
    match = re.search(r'atob\("([A-Za-z0-9+/=]+)"\)', page_html)
    assert match is not None, "the page has no atob() payload"
    fragment = base64.b64decode(match.group(1)).decode("latin-1")
    parts = urlsplit(url)
    origin = f"{parts.scheme}://{parts.netloc}"
    fragment = fragment.replace('<span class="origin"></span>', f'<span class="origin">{origin}</span>')
    collector = _Collector(url)
    collector.feed(fragment)
    text = re.sub(r" *\n *", "\n", html.unescape("".join(collector.parts)))
    return PageView(url=url, text=text, links=collector.links)


def _number(text: str) -> float:
    return float(text.strip().replace(",", "."))


def _csv_sum(view: PageView, fetch: Fetch) -> float:
    region = view.find(r"Revenue of the region (\w+)\?").group(1).casefold()
    rows = list(csv.reader(io.StringIO(fetch(view.link("sales.csv")).decode()), delimiter=";"))
    header, body = rows[0], rows[1:]
    r, v = header.index("Region"), header.index("Revenue")
    return round(sum(_number(row[v]) for row in body if row[r].strip().casefold() == region), 2)


def _js_code(view: PageView, fetch: Fetch) -> str:
    return view.find(r"Your current code: (\w+)").group(1)


def _weather(view: PageView, fetch: Fetch) -> bool:
    match = view.find(r"records of (\w+) strictly greater than (-?[\d.]+)\?")
    records = json.loads(fetch(view.link("weather.json")))
    temps = [r["temp"] for r in records if r["city"] == match.group(1)]
    return statistics.fmean(temps) > float(match.group(2))


def _csv_cutoff(view: PageView, fetch: Fetch) -> int:
    cutoff = int(view.find(r"Cutoff: (\d+)").group(1))
    rows = csv.reader(io.StringIO(fetch(view.link("values.csv")).decode()))
    return sum(int(value) for _, value in rows if int(value) >= cutoff)


def _image(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def _png_colour(view: PageView, fetch: Fetch) -> str:
    image = _image(fetch(view.link("blocks.png")))
    _count, colour = max(image.getcolors(maxcolors=1 << 20) or [])
    return "#{:02x}{:02x}{:02x}".format(*colour)


def _pdf_table(view: PageView, fetch: Fetch) -> float:
    page = PdfReader(io.BytesIO(fetch(view.link("report.pdf")))).pages[1].extract_text()
    rows = re.findall(r"^\s*([A-Z][a-z]+)\s+(\d+)\s+(\d+\.\d{2})\s*$", page, flags=re.M)
    assert rows, f"no table rows on page 2: {page!r}"
    return round(sum(int(qty) * float(price) for _, qty, price in rows), 2)


def _png_diff(view: PageView, fetch: Fetch) -> int:
    before, after = _image(fetch(view.link("before.png"))), _image(fetch(view.link("after.png")))
    return sum(a != b for a, b in zip(before.get_flattened_data(), after.get_flattened_data(), strict=True))


def _shortest(view: PageView, fetch: Fetch) -> int:
    match = view.find(r"shortest path from (\w+) to (\w+)\?")
    source, target = match.groups()
    graph: dict[str, list[tuple[str, int]]] = {}
    for row in csv.DictReader(io.StringIO(fetch(view.link("edges.csv")).decode())):
        graph.setdefault(row["from"], []).append((row["to"], int(row["weight"])))
    queue, seen = [(0, source)], set()
    while queue:
        distance, node = heapq.heappop(queue)
        if node == target:
            return distance
        if node in seen:
            continue
        seen.add(node)
        for nxt, weight in graph.get(node, []):
            heapq.heappush(queue, (distance + weight, nxt))
    raise AssertionError("unreachable")


def _zip_jsonl(view: PageView, fetch: Fetch) -> float:
    k = len(view.email.split("@")[0]) % 5 + 1
    total = 0.0
    with zipfile.ZipFile(io.BytesIO(fetch(view.link("logs.zip")))) as archive:
        for name in archive.namelist():
            records = [json.loads(line) for line in archive.read(name).decode().splitlines() if line]
            total += sum(record["amount"] for record in records[k:])
    return round(total, 2)


def _api(view: PageView, fetch: Fetch) -> int:
    header, token = view.find(r"header ([\w-]+): (\w+)").groups()
    url: str | None = view.link("/items")
    total = 0
    while url:
        page = json.loads(fetch(url, headers={header: token}))
        total += sum(item["value"] for item in page["items"] if item["status"] == "active")
        url = page["next"]
    return total


def _macro_f1(view: PageView, fetch: Fetch) -> dict[str, float]:
    answer = {}
    for run in json.loads(fetch(view.link("runs.json")))["runs"]:
        pairs = list(zip(run["y_true"], run["y_pred"], strict=True))
        scores = []
        for label in sorted(set(run["y_true"]) | set(run["y_pred"])):
            tp = sum(t == label == p for t, p in pairs)
            fp = sum(p == label != t for t, p in pairs)
            fn = sum(t == label != p for t, p in pairs)
            scores.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
        answer[run["run"]] = round(sum(scores) / len(scores), 4)
    return answer


def _chart(view: PageView, fetch: Fetch) -> str:
    colour = view.find(r"bars filled in (#[0-9a-f]{6})").group(1)
    rows = list(csv.DictReader(io.StringIO(fetch(view.link("sales.csv")).decode())))
    image = Image.new("RGB", (320, 220), "white")
    draw = ImageDraw.Draw(image)
    top = max(int(row["sales"]) for row in rows)
    for index, row in enumerate(rows):
        height = int(180 * int(row["sales"]) / top)
        draw.rectangle((20 + index * 48, 200 - height, 56 + index * 48, 200), fill=colour)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def _final_key(view: PageView, fetch: Fetch) -> str:
    numbers = [int(line) for line in fetch(view.link("keys.txt")).decode().split()]
    return f"{sum(numbers) % 100_000_000:08d}"


SOLVERS: dict[str, Callable[[PageView, Fetch], Any]] = {
    "csv-sum": _csv_sum,
    "js-code": _js_code,
    "weather-bool": _weather,
    "csv-cutoff": _csv_cutoff,
    "png-colour": _png_colour,
    "pdf-table": _pdf_table,
    "png-diff": _png_diff,
    "shortest-path": _shortest,
    "zip-jsonl": _zip_jsonl,
    "api-pages": _api,
    "macro-f1": _macro_f1,
    "chart": _chart,
    "final-key": _final_key,
}


def solve(view: PageView, fetch: Fetch) -> Any:
    """The answer to the question on ``view``."""
    return SOLVERS[view.task](view, fetch)
