"""Tasks read from text files and the page itself: messy CSV, JS-computed values, booleans, keys."""

from __future__ import annotations

import json
import statistics

from assay.solver.quizserver._check import check_bool, check_digits, check_number, check_text
from assay.solver.quizserver._models import Prepared, TaskContext

__all__ = ["build_boolean", "build_csv_cutoff", "build_csv_sum", "build_js_code", "build_leading_zero_key"]

_REGIONS = ("North", "South", "East", "West")
_PRODUCTS = ("bolts", "nuts", "washers", "hinges", "brackets", "rivets", "springs")


def _messy(region: str, choice: int) -> str:
    variants = (
        region,
        region.lower(),
        region.upper(),
        f" {region.lower()} ",
        f"{region} ",
        region.swapcase(),
    )
    return variants[choice % len(variants)]


def build_csv_sum(ctx: TaskContext) -> Prepared:
    """Semicolon-delimited CSV with decimal commas and inconsistently written region names."""
    rng = ctx.rng
    target = rng.choice(_REGIONS)
    lines = ["Region;Product;Revenue"]
    total = 0
    for _ in range(rng.randint(36, 48)):
        region = rng.choice(_REGIONS)
        cents = rng.randint(1_000, 999_999)
        if region == target:
            total += cents
        euros, rest = divmod(cents, 100)
        lines.append(f"{_messy(region, rng.randrange(6))};{rng.choice(_PRODUCTS)};{euros},{rest:02d}")
    body = f"""<p>Download <a href="{ctx.files_href}sales.csv">sales.csv</a>.</p>
<p>What is the total <b>Revenue</b> of the region <b>{target}</b>? Region names are to be matched
regardless of case and surrounding spaces. Answer with a number rounded to 2 decimal places.</p>"""
    return Prepared(
        title="Regional revenue",
        body=body,
        check=check_number(total / 100, abs_tol=0.006),
        files={"sales.csv": ("\n".join(lines) + "\n").encode("utf-8")},
    )


def build_js_code(ctx: TaskContext) -> Prepared:
    """A code the page's script computes, shown beside an expired code that is a distractor."""
    rng = ctx.rng
    a, b, c = rng.randint(100, 999), rng.randint(10, 99), rng.randint(1000, 9999)
    code = format((a * b + c) % 1_000_003, "X")
    stale = format(rng.randint(0x10000, 0xFFFFF), "X")
    while stale == code:
        stale = format(rng.randint(0x10000, 0xFFFFF), "X")
    body = f"""<p>Last week's code (expired, do not submit): <b>{stale}</b></p>
<p>Your current code: <b id="code">(computed by the page's script)</b></p>
<canvas id="art" width="320" height="48"></canvas>
<p>Submit the current code as a string.</p>"""
    script = f"""const code = (({a} * {b} + {c}) % 1000003).toString(16).toUpperCase();
document.querySelector("#code").textContent = code;
const ctx = document.querySelector("#art").getContext("2d");
ctx.font = "28px monospace";
ctx.fillText("code: " + code, 8, 34);"""
    return Prepared(
        title="The current code", body=body, check=check_text(code, fold_case=True), script=script
    )


def build_csv_cutoff(ctx: TaskContext) -> Prepared:
    """A headerless CSV and a cutoff that exists only once the page's script has run."""
    rng = ctx.rng
    cutoff = rng.randint(300, 700)
    p = rng.randint(5, 20)
    q, r = divmod(cutoff, p)
    rows = [(index, rng.randint(0, 1000)) for index in range(1, rng.randint(50, 70))]
    total = sum(value for _, value in rows if value >= cutoff)
    body = f"""<p>Download <a href="{ctx.files_href}values.csv">values.csv</a> (two columns: an id and a
value).</p>
<p>Cutoff: <b id="cutoff">(computed by the page's script)</b></p>
<p>What is the sum of the values that are greater than or equal to the cutoff? Answer with an
integer.</p>"""
    script = f'document.querySelector("#cutoff").textContent = String({p} * {q} + {r});'
    csv = "".join(f"{index},{value}\n" for index, value in rows)
    return Prepared(
        title="Values above a cutoff",
        body=body,
        check=check_number(total),
        files={"values.csv": csv.encode("utf-8")},
        script=script,
    )


def build_boolean(ctx: TaskContext) -> Prepared:
    """A yes/no question about a JSON file, answered with a JSON boolean."""
    rng = ctx.rng
    cities = rng.sample(["Oslo", "Lima", "Pune", "Perth", "Quito", "Turin"], 3)
    records = [
        {"city": rng.choice(cities), "temp": round(rng.uniform(-5.0, 32.0), 1)}
        for _ in range(rng.randint(30, 40))
    ]
    city = rng.choice(sorted({str(record["city"]) for record in records}))
    mean = statistics.fmean(float(str(record["temp"])) for record in records if record["city"] == city)
    above = rng.random() < 0.5
    threshold = round(mean - rng.uniform(0.8, 3.0) if above else mean + rng.uniform(0.8, 3.0), 1)
    body = f"""<p>Download <a href="{ctx.files_href}weather.json">weather.json</a>.</p>
<p>Is the mean <code>temp</code> of the records of <b>{city}</b> strictly greater than <b>{threshold}</b>?
Answer with a JSON boolean.</p>"""
    return Prepared(
        title="Warmer than the threshold?",
        body=body,
        check=check_bool(mean > threshold),
        files={"weather.json": json.dumps(records, indent=1).encode("utf-8")},
    )


def build_leading_zero_key(ctx: TaskContext) -> Prepared:
    """An 8-digit key that starts with a zero: a solver that sends a number loses it."""
    rng = ctx.rng
    key = rng.randint(100_000, 9_999_999)  # below 10**7: at least one leading zero
    numbers = [rng.randint(10_000_000, 90_000_000) for _ in range(rng.randint(4, 7))]
    numbers.append((key - sum(numbers)) % 100_000_000)
    rng.shuffle(numbers)
    body = f"""<canvas id="art" width="320" height="48"></canvas>
<p>Download <a href="{ctx.files_href}keys.txt">keys.txt</a> (one integer a line).</p>
<p>The key is the sum of those integers modulo 100000000, written with exactly 8 digits: keep the
leading zeros.</p>"""
    script = """const ctx = document.querySelector("#art").getContext("2d");
ctx.font = "28px sans-serif";
ctx.fillText("Last question", 8, 34);"""
    return Prepared(
        title="The final key",
        body=body,
        check=check_digits(f"{key:08d}"),
        files={"keys.txt": "".join(f"{n}\n" for n in numbers).encode("utf-8")},
        script=script,
    )
