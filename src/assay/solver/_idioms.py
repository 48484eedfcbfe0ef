"""Worked idioms for the prompt: how to read each downloaded file and how to write the answer.

Small models copy what they are shown far more reliably than they follow a description: told that
a CSV's delimiter is ``';'`` the 0.5B model still wrote ``pd.read_csv(path)``; shown the line
``df = pd.read_csv('sales.csv', sep=';', decimal=',')`` it uses it. So every file gets a loading
snippet built from what the file itself holds (sniffed delimiter, decimal mark, header, JSON shape,
PDF pages, zip members, image size), and the page's answer form gets the line that produces it
(docs/solve.md, "Prompts"). Nothing here knows any particular quiz: only file formats and the
wording pages use for an answer's form.
"""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from typing import Any

from assay.solver._files import decode_text

__all__ = [
    "answer_format",
    "fetch_idiom",
    "file_idioms",
    "format_examples",
    "format_idiom",
    "image_tips",
    "page_for_prompt",
]

_SAMPLE = 256 << 10
_NUMBER = re.compile(r"^[-+]?\d+([.,]\d+)?$")
_COMMA_DECIMAL = re.compile(r"^[-+]?\d+,\d+$")


def _py(value: str) -> str:
    return repr(value)


def _sniff_delimiter(lines: list[str]) -> str:
    sample = "\n".join(lines[:30])
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t|").delimiter
    except csv.Error:
        counts = {d: sample.count(d) for d in ",;\t|"}
        best = max(counts, key=lambda d: counts[d])
        return best if counts[best] else ""


def _table_idiom(name: str, text: str, encoding: str) -> list[str]:
    lines = [line for line in text.splitlines()[:60] if line.strip()]
    if not lines:
        return [f"# {name} is empty"]
    delimiter = _sniff_delimiter(lines)
    if not delimiter:
        # One value a line: a list is simpler than a DataFrame (and keeps leading zeros as text).
        kind = "int" if all(re.match(r"^[-+]?\d+$", s.strip()) for s in lines) else "str"
        conv = "int(line)" if kind == "int" else "line.strip()"
        return [f"values = [{conv} for line in open({_py(name)}, encoding='utf-8') if line.strip()]"]
    rows = list(csv.reader(io.StringIO("\n".join(lines)), delimiter=delimiter))
    first = [c.strip() for c in rows[0]]
    header = not any(_NUMBER.match(c) for c in first)
    body = rows[1:] if header else rows
    cells = [c.strip() for r in body for c in r]
    comma = delimiter != "," and sum(bool(_COMMA_DECIMAL.match(c)) for c in cells) > sum(
        bool(re.match(r"^[-+]?\d+\.\d+$", c)) for c in cells
    )
    args = [_py(name)]
    if delimiter != ",":
        args.append(f"sep={delimiter!r}")
    if comma:
        args.append("decimal=','")
    width = max(len(r) for r in rows)
    if not header:
        args.append("header=None")
        args.append(f"names={[f'col{i}' for i in range(width)]!r}")
    if encoding not in ("utf-8", "utf-8-sig (BOM)"):
        args.append(f"encoding={encoding!r}")
    out = [f"df = pd.read_csv({', '.join(args)})"]
    names = first if header else [f"col{i}" for i in range(width)]
    messy = []
    for i, label in enumerate(names):
        values = [r[i] for r in body if i < len(r) and r[i].strip()]
        texty = [v for v in values if not _NUMBER.match(v.strip())]
        if texty and (
            any(v != v.strip() for v in texty) or len({v.strip().lower() for v in texty}) < len(set(texty))
        ):
            messy.append(label)
    if header and any(c != c.strip() for c in rows[0]):
        out.append("df.columns = df.columns.str.strip()")
    for label in messy:
        # Mixed case and stray spaces: compare the cleaned text, never the raw cell.
        out.append(f"df[{label!r}] = df[{label!r}].astype(str).str.strip().str.lower()")
    if messy:
        out.append(f"# compare {messy[0]!r} with a lower-case value, e.g. df[df[{messy[0]!r}] == 'x']")
    return out


def _json_idiom(name: str, text: str, lines_format: bool) -> list[str]:
    if lines_format:
        return [f"rows = [json.loads(line) for line in open({_py(name)}, encoding='utf-8') if line.strip()]"]
    try:
        value = json.loads(text)
    except ValueError:
        return [f"data = json.load(open({_py(name)}, encoding='utf-8'))"]
    out = [f"data = json.load(open({_py(name)}, encoding='utf-8'))"]
    if isinstance(value, list) and value and isinstance(value[0], dict):
        out.append(f"df = pd.DataFrame(data)  # columns: {list(value[0])[:10]}")
    elif isinstance(value, dict):
        for key, inner in list(value.items())[:3]:
            if isinstance(inner, list) and inner and isinstance(inner[0], dict):
                out.append(f"rows = data[{key!r}]  # {len(inner)} objects with keys {list(inner[0])[:8]}")
                break
        else:
            out.append(f"# keys: {list(value)[:12]}")
    return out


def _pdf_idiom(name: str, data: bytes, question: str) -> list[str]:
    asked = re.search(r"\bpage\s+(\d+)", question, re.IGNORECASE)
    index = int(asked.group(1)) - 1 if asked and int(asked.group(1)) > 0 else 0
    out = [
        "from pypdf import PdfReader",
        f"reader = PdfReader({_py(name)})",
        f"text = reader.pages[{index}].extract_text()  # page {index + 1}: pages are counted from 0",
        "rows = [line.split() for line in text.splitlines()]  # a table row is one line of the text",
    ]
    try:
        from pypdf import PdfReader

        reader = PdfReader(io.BytesIO(data))
        for number, page in enumerate(reader.pages[:4]):
            lines = [s.strip() for s in (page.extract_text() or "").splitlines() if s.strip()]
            out.append(f"# reader.pages[{number}] lines: {json.dumps(lines[:9], ensure_ascii=False)[:300]}")
    except Exception:  # a preview must never fail the question; the program will see the error
        out.append("# (pypdf could not read it here)")
    return out


def _image_var(name: str) -> str:
    var = re.sub(r"\W", "_", name.rsplit(".", 1)[0]).strip("_") or "img"
    return f"img_{var}" if var[0].isdigit() else var


def _image_idiom(name: str) -> list[str]:
    var = _image_var(name)
    return [f"{var} = Image.open({_py(name)}).convert('RGB')  # {var}.size is (width, height)"]


def image_tips(names: list[str]) -> list[str]:
    """What pixel questions need, once for all the images (numpy arrays are (height, width, 3)).

    The lines name their results as the closing lines of HOW TO WRITE THE ANSWER use them
    (``r, g, b`` and ``value``): the 0.5B copies every line it is shown, and a copied
    ``answer = '#%02x%02x%02x' % (r, g, b)`` after ``rgb = ...`` failed with a NameError.
    """
    images = [_image_var(n) for n in names]
    if not images:
        return []
    first = images[0]
    if len(images) > 1:
        a, b = images[0], images[1]
        return [
            f"arr = np.array({a})  # shape (height, width, 3)",
            f"value = int((np.array({a}) != np.array({b})).any(axis=2).sum())  # pixels that differ",
        ]
    return [
        f"arr = np.array({first})  # shape (height, width, 3)",
        f"r, g, b = max({first}.getcolors({first}.width * {first}.height))[1]  # the most frequent colour",
    ]


def _zip_idiom(name: str, data: bytes) -> list[str]:
    out = [f"with zipfile.ZipFile({_py(name)}) as z:", "    for member in z.namelist():"]
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = [i.filename for i in archive.infolist() if not i.is_dir()]
    except (zipfile.BadZipFile, OSError):
        return [*out, "        raw = z.read(member)"]
    if members and all(m.lower().endswith((".jsonl", ".ndjson")) for m in members):
        out.append(
            "        rows = [json.loads(s) for s in z.read(member).decode('utf-8').splitlines() if s.strip()]"
        )
        out.append("        # rows: the records of this one file, in order")
    elif members and all(m.lower().endswith(".csv") for m in members):
        out.append("        df = pd.read_csv(io.BytesIO(z.read(member)))")
    else:
        out.append("        text = z.read(member).decode('utf-8')")
    return out


def file_idioms(name: str, data: bytes, question: str = "") -> list[str]:
    """Python lines that read ``name`` correctly, as the file's own content shows (never raises).

    ``question`` is the page's text: a PDF question that names a page gets that page's index.
    """
    lowered = name.lower()
    try:
        if data.startswith(b"%PDF") or lowered.endswith(".pdf"):
            return _pdf_idiom(name, data, question)
        if data[:8].startswith((b"\x89PNG", b"\xff\xd8", b"GIF8", b"RIFF", b"BM")):
            return _image_idiom(name)
        if data.startswith(b"PK"):
            return _zip_idiom(name, data)
        text, encoding = decode_text(data[:_SAMPLE])
        stripped = text.lstrip()
        if lowered.endswith((".jsonl", ".ndjson")):
            return _json_idiom(name, text, True)
        if stripped[:1] in "[{" and (lowered.endswith(".json") or stripped[:1] == "{" or "\n" not in text):
            return _json_idiom(name, data.decode("utf-8", "replace"), False)
        if lowered.endswith((".csv", ".tsv", ".txt", ".dat")):
            return _table_idiom(name, text, encoding)
        return [f"text = open({_py(name)}, encoding={encoding.split()[0]!r}).read()"]
    except Exception:  # never fail a question over a preview
        return [f"data = open({_py(name)}, 'rb').read()"]


# -- the answer's form ------------------------------------------------------------------------------

_FORM = re.compile(
    r"\b(answer (with|as|is)|submit (it|the|them|your)?\s*\w*\s*as|rounded|decimal places?|an integer|"
    r"boolean|true or false|json (object|array|list)|data uri|base64|hex|digits|leading zero|as a string|"
    r"mapping|like\s+[#{\[\"'])",
    re.IGNORECASE,
)
_SUBMISSION = re.compile(
    r"\b(post|send)\b[^.]*\b(answer|json)\b[^.]*\bto\b|\"secret\"\s*:|\byour secret\b", re.IGNORECASE
)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])|\n", text) if s.strip()]


def answer_format(text: str) -> str:
    """The page's sentences about the answer's form, without the submission instructions.

    "POST your answer as JSON to ..." and the example payload describe the submission, which the
    solver makes; shown as the answer's format they made small models answer with the payload.
    """
    picked: list[str] = []
    for sentence in _sentences(text):
        if len(sentence) > 400 or _SUBMISSION.search(sentence) or sentence in picked:
            continue
        if _FORM.search(sentence):
            picked.append(sentence)
    return " ".join(picked)[:500]


_EXAMPLE = re.compile(r"\b(?:like|e\.g\.|for example|such as)\s*[:,]?\s+", re.IGNORECASE)


def format_examples(hint: str) -> list[Any]:
    """The example values a page gives for the answer's form ("like #a1b2c3", "e.g. {...}").

    Both embedded models, with no program that ran, claimed the page's example as the answer;
    an example is never the answer, so such a claim is discarded.
    """
    found: list[Any] = []
    for match in _EXAMPLE.finditer(hint):
        rest = hint[match.end() :]
        if rest[:1] in "{[":
            close = "}" if rest[0] == "{" else "]"
            end = rest.find(close)
            if end > 0:
                try:
                    found.append(json.loads(rest[: end + 1]))
                except ValueError:
                    found.append(rest[: end + 1])
            continue
        token = re.match(r"[\"']?([#\w.:/+-]+)", rest)
        if token:
            found.append(token.group(1).rstrip(".:"))
    return found


def format_idiom(hint: str) -> list[str]:
    """The last lines of a program that gives the answer the form ``hint`` asks for."""
    lowered = hint.lower()
    digits = re.search(r"(?:exactly\s+)?(\d+|eight|six|four|ten)\s+digits", lowered)
    words = {"four": 4, "six": 6, "eight": 8, "ten": 10}
    places = re.search(r"(\d+)\s+decimal places?", lowered)
    if "data uri" in lowered or "base64" in lowered:
        colour = re.search(r"#[0-9a-f]{6}\b", lowered)
        return [
            "from PIL import ImageDraw  # matplotlib is NOT installed: draw with Pillow",
            "img = Image.new('RGB', (400, 300), 'white'); draw = ImageDraw.Draw(img)",
            f"draw.rectangle([x0, y0, x1, y1], fill={colour.group(0) if colour else 'steelblue'!r})"
            "  # one bar; y grows downwards",
            "buf = io.BytesIO(); img.save(buf, format='PNG')",
            "answer = 'data:image/png;base64,' + base64.b64encode(buf.getvalue()).decode()",
        ]
    if digits and ("leading zero" in lowered or "string" in lowered or "exactly" in lowered):
        n = words.get(digits.group(1)) or int(digits.group(1))
        return [f"answer = str(value).zfill({n})  # a string of {n} digits: keeps the leading zeros"]
    if "true or false" in lowered or "boolean" in lowered:
        return ["answer = bool(value)  # Python True/False, not the text 'true'"]
    if "hex" in lowered or re.search(r"#[0-9a-f]{6}\b", lowered):
        return ["answer = '#%02x%02x%02x' % (r, g, b)  # lower-case hex colour"]
    if "json object" in lowered or "mapping" in lowered:
        value = f"round(float(score), {places.group(1)})" if places else "score"
        return [f"answer = {{key: {value} for key, score in results.items()}}  # a dict, not a string"]
    if "json array" in lowered or "json list" in lowered:
        return ["answer = list(values)  # a list, not a string"]
    if places:
        return [f"answer = round(float(value), {places.group(1)})"]
    if "integer" in lowered:
        return ["answer = int(value)"]
    if "as a string" in lowered or "string" in lowered:
        return ["answer = str(value).strip()"]
    return []


# -- the page as the models read it ------------------------------------------------------------------

_HEADER = re.compile(
    r"\bheader\s+[`'\"]?([A-Za-z][\w-]*)[`'\"]?\s*[:=]\s*[`'\"]?([^\s`'\"]+?)[`'\".,;]?(?:\s|$)"
)


def fetch_idiom(text: str, urls: list[str]) -> str | None:
    """A worked ``fetch`` entry when the page names a web resource to read (an API, a listing)."""
    if not urls:
        return None
    url = urls[0]
    headers = {m.group(1): m.group(2) for m in _HEADER.finditer(text)}
    paged = bool(re.search(r"\bpage[sd]?\b|\bnext\b", text, re.IGNORECASE))
    entry = {"url": url, "headers": headers, "pages": 20 if paged else 1, "save_as": "data.json"}
    note = (
        "the items of every page are merged into one JSON array in data.json"
        if paged
        else "the reply is saved as data.json"
    )
    return (
        f'"fetch": [{json.dumps(entry)}] ({note}; your code then reads it: '
        "items = json.load(open('data.json')))"
    )


def page_for_prompt(text: str, submit_url: str | None) -> str:
    """The page's text without the submission instructions (the solver submits, not the model)."""
    kept = []
    path = ""
    if submit_url:
        path = re.sub(r"^https?://[^/]+", "", submit_url)
    for line in text.splitlines():
        bare = line.strip()
        if bare.lower() in ("submit", "submit your answer"):
            continue
        if _SUBMISSION.search(bare) or (path and path in bare and len(bare) < 200):
            continue
        kept.append(line)
    return re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).strip()
