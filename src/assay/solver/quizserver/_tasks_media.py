"""Tasks over binary files: a PDF table, PNG colours and pixel differences, a chart to draw."""

from __future__ import annotations

import io
import random
from collections import Counter
from datetime import UTC, datetime

from fpdf import FPDF
from PIL import Image

from assay.solver.quizserver._check import check_number, check_png_data_uri, check_text
from assay.solver.quizserver._models import Prepared, TaskContext

__all__ = ["build_chart", "build_pdf_table", "build_png_colour", "build_png_diff"]

_FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)
_ITEMS = ("Anvil", "Bracket", "Clamp", "Drill", "Easel", "Funnel", "Gasket", "Hammer", "Ladder", "Mallet")


def _order_rows(rng: random.Random, count: int) -> list[tuple[str, int, float]]:
    return [(item, rng.randint(1, 40), rng.randint(150, 9_999) / 100) for item in rng.sample(_ITEMS, count)]


def _pdf_table(pdf: FPDF, heading: str, rows: list[tuple[str, int, float]]) -> None:
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 10, heading, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "B", 11)
    for text, width in (("Item", 60), ("Qty", 30), ("Unit price", 40)):
        pdf.cell(width, 8, text, border=1)
    pdf.ln()
    pdf.set_font("Helvetica", "", 11)
    for item, qty, price in rows:
        pdf.cell(60, 8, item, border=1)
        pdf.cell(30, 8, str(qty), border=1)
        pdf.cell(40, 8, f"{price:.2f}", border=1, new_x="LMARGIN", new_y="NEXT")


def build_pdf_table(ctx: TaskContext) -> Prepared:
    """Three pages, a table on each; only the one on page 2 counts."""
    rng = ctx.rng
    pdf = FPDF()
    pdf.set_creator("assay quiz server")
    pdf.set_creation_date(_FIXED_DATE)  # the same email always gets the same bytes
    pages = [
        ("Draft orders (superseded)", _order_rows(rng, rng.randint(4, 7))),
        ("Confirmed orders", _order_rows(rng, rng.randint(5, 9))),
        ("Returned items", _order_rows(rng, rng.randint(3, 6))),
    ]
    for heading, rows in pages:
        pdf.add_page()
        pdf.set_font("Helvetica", "", 11)
        pdf.multi_cell(0, 6, "Quarterly operations report. Figures in EUR.", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)
        _pdf_table(pdf, heading, rows)
    total = sum(round(qty * price * 100) for _, qty, price in pages[1][1]) / 100
    body = f"""<p>Download <a href="{ctx.files_href}report.pdf">report.pdf</a>.</p>
<p>What is the total value (Qty times Unit price, summed over the rows) of the table on
<b>page 2</b>? Answer with a number rounded to 2 decimal places.</p>"""
    return Prepared(
        title="The table on page 2",
        body=body,
        check=check_number(total, abs_tol=0.006),
        files={"report.pdf": bytes(pdf.output())},
    )


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def _palette(rng: random.Random, count: int) -> list[tuple[int, int, int]]:
    colours: set[tuple[int, int, int]] = set()
    while len(colours) < count:
        colours.add((rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    return sorted(colours)


def build_png_colour(ctx: TaskContext) -> Prepared:
    """The most frequent colour of a block image, as #rrggbb."""
    rng = ctx.rng
    palette = _palette(rng, 5)
    cell, columns, rows = 10, 12, 9
    while True:
        cells = [rng.choice(palette) for _ in range(columns * rows)]
        ranked = Counter(cells).most_common(2)
        if len(ranked) == 1 or ranked[0][1] >= ranked[1][1] + 3:
            break
    image = Image.new("RGB", (columns * cell, rows * cell))
    for index, colour in enumerate(cells):
        x, y = (index % columns) * cell, (index // columns) * cell
        image.paste(colour, (x, y, x + cell, y + cell))
    dominant = "#{:02x}{:02x}{:02x}".format(*ranked[0][0])
    body = f"""<p>Download <a href="{ctx.files_href}blocks.png">blocks.png</a>.</p>
<p>Which colour covers the most pixels? Answer with its hex code, like <code>#a1b2c3</code>.</p>"""
    return Prepared(
        title="The most frequent colour",
        body=body,
        check=check_text(dominant, fold_case=True),
        files={"blocks.png": _png(image)},
    )


def build_png_diff(ctx: TaskContext) -> Prepared:
    """Two images that differ in a known number of pixels."""
    rng = ctx.rng
    palette = _palette(rng, 6)
    width, height = 64, 48
    before = Image.new("RGB", (width, height))
    pixels = [rng.choice(palette) for _ in range(width * height)]
    before.putdata(pixels)
    after = before.copy()
    changed = rng.sample(range(width * height), rng.randint(20, 200))
    for index in changed:
        after.putpixel(
            (index % width, index // width), rng.choice([c for c in palette if c != pixels[index]])
        )
    body = f"""<p>Download <a href="{ctx.files_href}before.png">before.png</a> and
<a href="{ctx.files_href}after.png">after.png</a>.</p>
<p>How many pixels differ between the two images? Answer with an integer.</p>"""
    return Prepared(
        title="Spot the differences",
        body=body,
        check=check_number(len(changed)),
        files={"before.png": _png(before), "after.png": _png(after)},
    )


_CHART_COLOURS = ((0x1F, 0x77, 0xB4), (0xD6, 0x27, 0x28), (0x2C, 0xA0, 0x2C), (0x94, 0x67, 0xBD))


def build_chart(ctx: TaskContext) -> Prepared:
    """Draw a bar chart and submit it as a PNG data URI, in a required colour."""
    rng = ctx.rng
    colour = rng.choice(_CHART_COLOURS)
    months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun")
    csv = "month,sales\n" + "".join(f"{m},{rng.randint(20, 200)}\n" for m in months)
    hex_colour = "#{:02x}{:02x}{:02x}".format(*colour)
    body = f"""<p>Download <a href="{ctx.files_href}sales.csv">sales.csv</a>.</p>
<p>Draw a bar chart of <code>sales</code> by <code>month</code> with the bars filled in
<b>{hex_colour}</b>, and submit it as a PNG data URI (<code>data:image/png;base64,...</code>).
The image must be at least 100 pixels on each side and the whole submission under 1 MB.</p>"""
    return Prepared(
        title="A bar chart",
        body=body,
        check=check_png_data_uri(colour),
        files={"sales.csv": csv.encode("utf-8")},
    )
