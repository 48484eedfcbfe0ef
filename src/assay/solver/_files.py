"""Previews of downloaded files for the prompt: what a small model needs to read them right.

For text tables: encoding, first lines, sniffed delimiter and decimal mark, header or not, column
types. For JSON: shape and keys. For PDFs: page count and where text is. For images: size and mode.
For zips: members; for spreadsheets: sheets. Everything is bounded (a preview never reads more than
a few hundred KiB) and never raises: a file we cannot preview says so.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import re
import zipfile
from collections import Counter

__all__ = ["decode_text", "preview_file"]

_SAMPLE = 256 << 10
_NUM_DOT = re.compile(r"^[-+]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$")
_NUM_COMMA = re.compile(r"^[-+]?(\d{1,3}(\.\d{3})+|\d+),\d+$")
_INT = re.compile(r"^[-+]?\d+$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}|^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$")


def decode_text(data: bytes) -> tuple[str, str]:
    """(text, encoding) trying UTF-8 (with or without BOM), UTF-16 with a BOM, then cp1252/latin-1."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", "replace"), "utf-16"
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        name = "utf-8-sig (BOM)" if encoding == "utf-8-sig" and data.startswith(b"\xef\xbb\xbf") else encoding
        return text, "utf-8" if name == "utf-8-sig" else name
    return data.decode("latin-1"), "latin-1"


def _column_type(values: list[str], decimal: str) -> str:
    cells = [v.strip().strip('"') for v in values if v.strip()]
    if not cells:
        return "empty"
    kinds: Counter[str] = Counter()
    for cell in cells:
        if _INT.match(cell):
            kinds["int"] += 1
        elif (decimal == "," and _NUM_COMMA.match(cell)) or (decimal == "." and _NUM_DOT.match(cell)):
            kinds["float"] += 1
        elif _DATE.match(cell):
            kinds["date"] += 1
        else:
            kinds["text"] += 1
    top = kinds.most_common()
    if len(top) == 1:
        return str(top[0][0])
    if set(kinds) <= {"int", "float"}:
        return "float"
    mixed = ", ".join(f"{k} x{n}" for k, n in top)
    return f"mixed ({mixed})"


def _table_preview(text: str) -> list[str]:
    lines = [line for line in text.splitlines()[:60]]
    sample = "\n".join(lines[:30])
    try:
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
        delimiter = dialect.delimiter
    except csv.Error:
        counts = {d: sample.count(d) for d in ",;\t|"}
        delimiter = max(counts, key=lambda d: counts[d])
    rows = list(csv.reader(io.StringIO("\n".join(lines)), delimiter=delimiter))
    rows = [r for r in rows if r]
    out = [f"delimiter: {delimiter!r}"]
    if not rows:
        return out
    body = rows[1:] if len(rows) > 1 else rows
    comma_decimals = sum(1 for r in body for c in r if _NUM_COMMA.match(c.strip().strip('"')))
    dot_decimals = sum(1 for r in body for c in r if re.match(r"^[-+]?\d+\.\d+$", c.strip().strip('"')))
    decimal = "," if delimiter != "," and comma_decimals > dot_decimals else "."
    out.append(f"decimal mark: {decimal!r}" + (" (use decimal=',' in pandas)" if decimal == "," else ""))
    first = rows[0]

    def numeric(cell: str) -> bool:
        cell = cell.strip().strip('"')
        return bool(_INT.match(cell) or _NUM_COMMA.match(cell) or _NUM_DOT.match(cell))

    header = not any(numeric(c) for c in first)
    if header and not any(numeric(c) for r in rows[1:] for c in r):
        with contextlib.suppress(csv.Error):  # all text: only the sniffer can tell
            header = csv.Sniffer().has_header(sample)
    out.append("header row: yes" if header else "header row: NO (first line is data; use header=None)")
    width = max(len(r) for r in rows)
    data_rows = rows[1:] if header else rows
    names = first if header else [f"col{i}" for i in range(width)]
    types = []
    for i in range(width):
        values = [r[i] for r in data_rows if i < len(r)]
        label = names[i].strip() if i < len(names) else f"col{i}"
        types.append(f"{label}: {_column_type(values, decimal)}")
    out.append("columns: " + "; ".join(types))
    raw_values = {c.strip() for r in data_rows for c in r}
    spaced = [v for v in raw_values if v and v != v.strip()]
    if spaced:
        out.append("note: some cells have surrounding spaces")
    return out


def _json_shape(value: object) -> str:
    if isinstance(value, dict):
        keys = list(value)[:15]
        return f"object with keys {keys}"
    if isinstance(value, list):
        inner = _json_shape(value[0]) if value else "nothing"
        return f"array of {len(value)}, first: {inner}"
    return type(value).__name__


def _pdf_preview(data: bytes) -> list[str]:
    try:
        from pypdf import PdfReader

        reader = PdfReader(io.BytesIO(data))
        out = [f"PDF, {len(reader.pages)} page(s)"]
        for number, page in enumerate(reader.pages[:4], start=1):
            text = " ".join((page.extract_text() or "").split())
            out.append(f"page {number}: {text[:200]!r}")
        return out
    except Exception as exc:
        return [f"PDF (pypdf could not read it: {type(exc).__name__})"]


def _image_preview(data: bytes) -> list[str]:
    try:
        from PIL import Image

        with Image.open(io.BytesIO(data)) as image:
            return [f"image {image.format}, {image.width}x{image.height}, mode {image.mode}"]
    except Exception as exc:
        return [f"image (pillow could not read it: {type(exc).__name__})"]


def _zip_preview(data: bytes) -> list[str]:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            names = [i.filename for i in infos]
            if any(n.startswith("xl/") for n in names):
                book = (
                    archive.read("xl/workbook.xml").decode("utf-8", "replace")
                    if "xl/workbook.xml" in names
                    else ""
                )
                sheets = re.findall(r'<sheet[^>]*name="([^"]+)"', book)
                return [
                    f"Excel workbook, sheets: {sheets} (read it with zipfile + xml; openpyxl may be missing)"
                ]
            out = [
                f"zip with {len(infos)} member(s): "
                + ", ".join(f"{i.filename} ({i.file_size} B)" for i in infos[:15])
            ]
            for info in infos[:3]:
                if info.file_size < _SAMPLE and not info.is_dir():
                    head = archive.read(info).decode("utf-8", "replace").splitlines()[:3]
                    out.append(f"{info.filename} first lines: {head}")
            return out
    except Exception as exc:
        return [f"zip (unreadable: {type(exc).__name__})"]


def preview_file(name: str, data: bytes, content_type: str = "") -> str:
    """A few lines describing ``data`` for the prompt (never raises)."""
    lowered = name.lower()
    size = f"{len(data)} bytes"
    try:
        if data.startswith(b"%PDF") or lowered.endswith(".pdf"):
            lines = _pdf_preview(data)
        elif data[:8].startswith((b"\x89PNG", b"\xff\xd8", b"GIF8", b"RIFF", b"BM")):
            lines = _image_preview(data)
        elif data.startswith(b"PK"):
            lines = _zip_preview(data)
        else:
            text, encoding = decode_text(data[:_SAMPLE])
            head = text.splitlines()[:6]
            lines = [
                f"text, encoding {encoding}, {text.count(chr(10)) + 1} line(s) "
                f"in the first {min(len(data), _SAMPLE)} bytes"
            ]
            lines.append("first lines: " + json.dumps(head, ensure_ascii=False)[:700])
            stripped = text.lstrip()
            if lowered.endswith((".jsonl", ".ndjson")):
                first = json.loads(stripped.splitlines()[0]) if stripped else None
                lines.append(f"JSON lines; first: {_json_shape(first)}")
            elif stripped[:1] in "[{" and (lowered.endswith(".json") or "json" in content_type):
                try:
                    lines.append("JSON " + _json_shape(json.loads(text)))
                except ValueError:
                    lines.append("looks like JSON but does not parse as a whole")
            elif lowered.endswith((".csv", ".tsv", ".txt")) or "csv" in content_type:
                lines.extend(_table_preview(text))
    except Exception as exc:
        lines = [f"could not preview ({type(exc).__name__}: {exc})"]
    return f"{name} ({size}): " + "\n  ".join(lines)
