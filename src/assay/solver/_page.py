"""Reading a rendered quiz page: the submit URL, the difficulty, ``atob`` content, the answer format.

Pure functions over text; the browser (``_browser``) supplies the text. Nothing here knows any
particular quiz: the rules are the protocol's (docs/solve.md, "The protocol").
"""

from __future__ import annotations

import base64
import binascii
import html
import re
from urllib.parse import urljoin, urlsplit

__all__ = [
    "answer_kind",
    "decode_atob",
    "find_difficulty",
    "find_submit_url",
    "format_hint",
    "html_links",
    "html_to_text",
    "origin_of",
    "script_excerpt",
    "urls_in",
]

_ATOB = re.compile(r"atob\(\s*([\"'`])([A-Za-z0-9+/=\s\\n]+?)\1\s*\)")
_URL = re.compile(
    r"https?://[^\s\"'<>`)\]]+|(?<![\w.<])/[A-Za-z0-9_\-./]*[A-Za-z0-9_\-](?:\?[^\s\"'<>`)\]]*)?"
)
_DIFFICULTY = re.compile(r"difficulty\s*(?:level)?\s*[:=\-]?\s*\(?\s*([1-5])\b", re.IGNORECASE)
_SUBMIT_WORDS = re.compile(r"\b(post|submit|send)\b", re.IGNORECASE)
_FILE_EXT = re.compile(
    r"\.(csv|tsv|txt|json|jsonl|ndjson|pdf|png|jpe?g|gif|webp|bmp|xlsx?|zip|gz|parquet|xml|html?|mp3|wav|opus)$",
    re.IGNORECASE,
)


_TAG = re.compile(r"<(script|style)\b.*?</\1\s*>|<[^>]+>", re.IGNORECASE | re.DOTALL)
_HREF = re.compile(r"""\b(?:href|src|data)\s*=\s*["']([^"']+)["']""", re.IGNORECASE)


def html_to_text(source: str) -> str:
    """Readable text of an HTML fragment (tags dropped, entities decoded); plain text unchanged."""
    if "<" not in source or ">" not in source:
        return source
    text = html.unescape(_TAG.sub(" ", source))
    return "\n".join(" ".join(line.split()) for line in text.splitlines() if line.strip())


def html_links(source: str, base: str) -> list[str]:
    """Absolute URLs of the href/src attributes in an HTML fragment."""
    return list(dict.fromkeys(urljoin(base, html.unescape(m.group(1))) for m in _HREF.finditer(source)))


def origin_of(url: str) -> str:
    """``scheme://host[:port]`` of ``url``."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def decode_atob(source: str) -> list[str]:
    """Text hidden in ``atob("...")`` calls of a page's scripts, decoded (invalid ones skipped)."""
    found = []
    for match in _ATOB.finditer(source):
        raw = re.sub(r"\s|\\n", "", match.group(2))
        try:
            text = base64.b64decode(raw + "=" * (-len(raw) % 4), validate=False).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError, ValueError):
            continue
        if text.strip() and text not in found:
            found.append(text)
    return found


def urls_in(text: str, base: str) -> list[str]:
    """Absolute URLs written in ``text`` (relative paths resolved against ``base``), in order."""
    out: list[str] = []
    for match in _URL.finditer(text):
        raw = match.group(0).rstrip(".,;:")
        if raw.startswith("//"):
            continue
        url = urljoin(base, raw)
        if url not in out:
            out.append(url)
    return out


def find_submit_url(
    texts: list[str],
    page_url: str,
    links: list[str] | None = None,
    anchors: list[tuple[str, str]] | None = None,
) -> str | None:
    """The URL the page says to post the answer to, resolved against the page's origin.

    A URL in a sentence that says post/submit/send wins, then any URL whose path says ``submit``,
    then a link whose path says ``submit`` or whose paragraph says to post the answer there
    (``anchors``: href and the text around it). Linked data files and the page itself are never chosen.
    """
    origin = origin_of(page_url)
    scored: list[tuple[int, int, str]] = []
    order = 0
    for text in texts:
        for line in re.split(r"(?<=[.!?])\s+|\n", text):
            near = bool(_SUBMIT_WORDS.search(line))
            for url in urls_in(line, origin + "/"):
                order += 1
                path = urlsplit(url).path
                if _FILE_EXT.search(path) or url.split("#")[0] == page_url.split("#", maxsplit=1)[0]:
                    continue
                score = (
                    (2 if near else 0)
                    + (3 if "submit" in path.lower() else 0)
                    + (1 if "answer" in path.lower() else 0)
                )
                if score:
                    scored.append((score, -order, url))
    for link in links or []:
        if "submit" in urlsplit(link).path.lower():
            order += 1
            scored.append((3, -order, link))
    for href, around in anchors or []:
        path = urlsplit(href).path
        if _FILE_EXT.search(path) or href.split("#", maxsplit=1)[0] == page_url.split("#", maxsplit=1)[0]:
            continue
        if _SUBMIT_WORDS.search(around) and re.search(r"\banswer\b", around, re.IGNORECASE):
            order += 1
            scored.append((2 + (3 if "submit" in path.lower() else 0), -order, href))
    if not scored:
        return None
    scored.sort(reverse=True)
    return scored[0][2]


_LONG_LITERAL = re.compile(r"([\"'`])[A-Za-z0-9+/=\s\\]{80,}\1")
_BLANKS = re.compile(r"[ \t]+")


def script_excerpt(scripts: list[str], limit: int = 600) -> str:
    """The page's inline scripts as a prompt shows them: bounded, long encoded literals elided.

    Base64 payloads (already decoded into the page's text) are replaced by ``"…"``; blank lines and
    runs of spaces are dropped; scripts that are left with next to nothing are skipped, repeats too.
    At most ``limit`` characters, cut with ``…``.
    """
    kept: list[str] = []
    for script in scripts:
        short = _LONG_LITERAL.sub(lambda m: f"{m.group(1)}…{m.group(1)}", script)
        lines = [_BLANKS.sub(" ", line).strip() for line in short.splitlines()]
        text = "\n".join(line for line in lines if line)
        if len(text) >= 20 and text not in kept:
            kept.append(text)
    joined = "\n---\n".join(kept)
    return joined if len(joined) <= limit else joined[: limit - 1] + "…"


def find_difficulty(text: str) -> int | None:
    """The difficulty (1-5) the page states, if it does."""
    match = _DIFFICULTY.search(text)
    return int(match.group(1)) if match else None


_HINT_WORDS = re.compile(
    r"\b(answer|submit|format|return|round|decimal|integer|number|boolean|true|false|json|string|"
    r"base64|data uri|png|array|list|object|leading zero)",
    re.IGNORECASE,
)


def format_hint(text: str, limit: int = 600) -> str:
    """The page's sentences about the answer's form (type, rounding, JSON shape), joined."""
    picked: list[str] = []
    for piece in re.split(r"(?<=[.!?])\s+|\n", text):
        sentence = piece.strip()
        if (
            sentence
            and len(sentence) < 400
            and len(_HINT_WORDS.findall(sentence)) >= 2
            and sentence not in picked
        ):
            picked.append(sentence)
    return " ".join(picked)[:limit]


def answer_kind(hint: str) -> str | None:
    """What type of answer the hint asks for: number, boolean, object, array, data_uri, string, or None."""
    lowered = hint.lower()
    checks = (
        ("data_uri", ("data uri", "data:image", "base64")),
        ("boolean", ("true or false", "boolean", "true/false")),
        ("object", ("json object",)),
        ("array", ("json array", "json list")),
        ("string", ("as a string", "string", "leading zero")),
        ("number", ("number", "integer", "numeric", "decimal places", "round")),
    )
    for kind, words in checks:
        if any(word in lowered for word in words):
            return kind
    return None
