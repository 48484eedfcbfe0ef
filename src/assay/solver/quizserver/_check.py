"""Answer checks: pure functions returning ``None`` when the answer is right, else the reason why not.

A reason says what is wrong with the *shape* of the answer (a string where a number was expected, a
number that lost its leading zero, a PNG of the wrong size) or that the value is off, never what the
right value is.
"""

from __future__ import annotations

import base64
import binascii
import io
import math
from collections.abc import Callable, Mapping
from typing import Any

from PIL import Image, UnidentifiedImageError

__all__ = [
    "Check",
    "check_bool",
    "check_digits",
    "check_number",
    "check_number_map",
    "check_png_data_uri",
    "check_text",
    "type_name",
]

#: A check: the submitted answer (decoded JSON) in, ``None`` (right) or a reason (wrong) out.
Check = Callable[[Any], str | None]

REL_TOL = 1e-6
PNG_PREFIX = "data:image/png;base64,"


def type_name(value: Any) -> str:
    """The JSON name of a decoded value's type, for reasons."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def _as_number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
        return number if math.isfinite(number) else None
    return None


def _close(got: float, expected: float, abs_tol: float) -> bool:
    return math.isclose(got, expected, rel_tol=REL_TOL, abs_tol=abs_tol)


def check_number(expected: float, *, abs_tol: float = 0.0) -> Check:
    """A number (a numeric string is accepted too) within 1e-6 relative or ``abs_tol`` of ``expected``."""

    def check(answer: Any) -> str | None:
        got = _as_number(answer)
        if got is None:
            return f"expected a number, got {type_name(answer)}"
        if not _close(got, expected, abs_tol):
            return f"{answer!r} is not the expected value"
        return None

    return check


def check_text(expected: str, *, fold_case: bool) -> Check:
    """A string equal to ``expected`` once trimmed (and case-folded when case does not matter)."""

    def check(answer: Any) -> str | None:
        if not isinstance(answer, str):
            return f"expected a string, got {type_name(answer)}"
        got, want = answer.strip(), expected
        if fold_case:
            got, want = got.casefold(), want.casefold()
        if got != want:
            return f"{answer.strip()!r} is not the expected value"
        return None

    return check


def check_digits(expected: str) -> Check:
    """An exact string of digits: a JSON number loses leading zeros, so it is refused with that reason."""

    def check(answer: Any) -> str | None:
        if isinstance(answer, int | float) and not isinstance(answer, bool):
            return (
                f"expected a string of exactly {len(expected)} digits; a number cannot keep "
                "leading zeros, send it as a JSON string"
            )
        if not isinstance(answer, str):
            return f"expected a string of {len(expected)} digits, got {type_name(answer)}"
        got = answer.strip()
        if len(got) != len(expected) or not got.isdigit():
            return f"expected exactly {len(expected)} digits (leading zeros included), got {got!r}"
        if got != expected:
            return f"{got!r} is not the expected key"
        return None

    return check


def check_bool(expected: bool) -> Check:
    """A JSON boolean (``true``/``false``), not a string."""

    def check(answer: Any) -> str | None:
        if not isinstance(answer, bool):
            return f"expected a JSON boolean (true or false), got {type_name(answer)}"
        if answer is not expected:
            return f"{str(answer).lower()} is not the right answer"
        return None

    return check


def check_number_map(expected: Mapping[str, float], *, abs_tol: float) -> Check:
    """A JSON object with exactly ``expected``'s keys, each value a number close to the expected one."""

    def check(answer: Any) -> str | None:
        if not isinstance(answer, dict):
            return f"expected a JSON object keyed by {', '.join(sorted(expected))}, got {type_name(answer)}"
        missing = sorted(set(expected) - set(answer))
        extra = sorted(set(answer) - set(expected))
        if missing or extra:
            parts = [f"missing keys {missing}"] if missing else []
            parts += [f"unexpected keys {extra}"] if extra else []
            return "; ".join(parts)
        wrong = []
        for key in sorted(expected):
            got = _as_number(answer[key])
            if got is None or not _close(got, expected[key], abs_tol):
                wrong.append(key)
        if wrong:
            return f"the values of {wrong} are not the expected ones"
        return None

    return check


def _decode_png(answer: Any) -> tuple[Image.Image | None, str | None]:
    if not isinstance(answer, str):
        return None, f"expected a data URI string ({PNG_PREFIX}...), got {type_name(answer)}"
    text = answer.strip()
    if text[: len(PNG_PREFIX)].lower() != PNG_PREFIX:
        return None, f"expected a PNG data URI starting with {PNG_PREFIX!r}"
    try:
        raw = base64.b64decode(text[len(PNG_PREFIX) :], validate=True)
    except (binascii.Error, ValueError):
        return None, "the data URI's payload is not valid base64"
    try:
        image = Image.open(io.BytesIO(raw))
    except (UnidentifiedImageError, OSError, SyntaxError, Image.DecompressionBombError):
        return None, "the data URI does not hold a readable image"
    if image.format != "PNG":
        return None, f"the data URI holds a {image.format} image, not a PNG"
    return image, None


def check_png_data_uri(
    colour: tuple[int, int, int], *, min_side: int = 100, max_side: int = 4000, min_share: float = 0.01
) -> Check:
    """A PNG data URI of a sensible size in which ``colour`` covers at least ``min_share`` of the pixels."""

    def check(answer: Any) -> str | None:
        image, reason = _decode_png(answer)
        if image is None:
            return reason
        width, height = image.size
        if min(width, height) < min_side or max(width, height) > max_side:
            return f"the image is {width}x{height} pixels; each side must be {min_side} to {max_side}"
        try:
            rgb = image.convert("RGB")
        except (OSError, ValueError, SyntaxError):
            return "the PNG is truncated or corrupt"
        matching = 0
        for count, pixel in rgb.getcolors(maxcolors=width * height) or []:
            if (
                isinstance(pixel, tuple)
                and max(abs(a - b) for a, b in zip(pixel, colour, strict=False)) <= 12
            ):
                matching += count
        if matching < min_share * width * height:
            hex_colour = "#{:02x}{:02x}{:02x}".format(*colour)
            return f"too few pixels of the required colour {hex_colour} ({matching} of {width * height})"
        return None

    return check
