"""Turning model text into a validated pydantic value: schema preparation, JSON extraction, repair."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from assay.llm._models import Message

__all__ = [
    "GRAMMAR_MAX_LENGTH",
    "bounded_schema",
    "extract_json",
    "inline_refs",
    "json_candidates",
    "json_schema_for",
    "parse_structured",
    "repair_messages",
    "schema_instruction",
    "with_schema_instruction",
]

T = TypeVar("T")

#: The largest ``maxLength`` handed to llama.cpp's grammar. llama.cpp 0.3.x expands maxLength into
#: nested optionals and, above 1000 for one string, fails to parse the grammar and then SEGFAULTS the
#: whole process (measured: 1000 works, 1001 crashes); 800 leaves a margin.
GRAMMAR_MAX_LENGTH = 800

_FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.DOTALL)


def json_schema_for(output_type: type[Any]) -> dict[str, Any]:
    """The JSON schema of a pydantic model or any type pydantic can validate."""
    if isinstance(output_type, type) and issubclass(output_type, BaseModel):
        return output_type.model_json_schema()
    return TypeAdapter(output_type).json_schema()


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """Replace local ``$ref``s by their ``$defs`` (grammar builders handle plain schemas best).

    Recursive models cannot be inlined; their refs are left as they are.
    """
    defs = schema.get("$defs", {})

    def walk(node: Any, seen: frozenset[str]) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                name = ref.removeprefix("#/$defs/")
                if name in defs and name not in seen:
                    merged = {**defs[name], **{k: v for k, v in node.items() if k != "$ref"}}
                    return walk(merged, seen | {name})
                return node
            return {k: walk(v, seen) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [walk(v, seen) for v in node]
        return node

    out = walk(copy.deepcopy(schema), frozenset())
    assert isinstance(out, dict)
    return out


def bounded_schema(schema: dict[str, Any], max_length: int) -> dict[str, Any]:
    """Give every string without a ``maxLength`` one, so constrained JSON always closes in time."""

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            out = {k: walk(v) for k, v in node.items()}
            kind = out.get("type")
            is_string = kind == "string" or (isinstance(kind, list) and "string" in kind)
            if is_string and "enum" not in out and "const" not in out:
                # llama.cpp expands maxLength into nested optionals and rejects (or crashes on)
                # repetitions near 2000, so an explicit bound is clamped as well.
                out["maxLength"] = min(int(out.get("maxLength", max_length)), GRAMMAR_MAX_LENGTH)
            return out
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    result = walk(copy.deepcopy(schema))
    assert isinstance(result, dict)
    return result


def _json_scan(text: str, start: int = 0) -> Iterator[tuple[int, str, bool]]:
    """Each character of ``text`` from ``start``, with whether it lies inside a JSON string
    (its quotes included), so brackets and commas in string values are told apart from syntax."""
    in_string = escaped = False
    for index in range(start, len(text)):
        c = text[index]
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
            yield index, c, True
            continue
        in_string = c == '"'
        yield index, c, in_string


def _balanced_candidates(text: str) -> list[str]:
    """Every balanced ``{...}`` or ``[...]`` span that starts at an opening bracket, in order of start.

    Nested spans are candidates too (``{"answer": {...}}`` yields both), so the first 20 are kept.
    """
    spans: list[str] = []
    for start, char in enumerate(text):
        if char not in "{[":
            continue
        depth = 0
        for end, c, quoted in _json_scan(text, start):
            if quoted:
                continue
            if c in "{[":
                depth += 1
            elif c in "}]":
                depth -= 1
                if depth == 0:
                    spans.append(text[start : end + 1])
                    break
        if len(spans) >= 20:
            break
    return spans


def _without_trailing_commas(text: str) -> str:
    """Drop commas directly before a closing bracket (``[1, 2,]``), outside strings: models write them."""
    return "".join(
        c
        for index, c, quoted in _json_scan(text)
        if quoted or c != "," or text[index + 1 :].lstrip()[:1] not in ("}", "]")
    )


def json_candidates(text: str) -> list[Any]:
    """Every JSON value in a model's answer, in the order a reader would take them.

    The whole text first, then fenced blocks, then balanced ``{...}``/``[...]`` spans in the prose;
    each also with trailing commas removed. Duplicates are dropped.
    """
    stripped = text.strip()
    raw = [stripped, *(m.group(1).strip() for m in _FENCE.finditer(text)), *_balanced_candidates(text)]
    values: list[Any] = []
    seen: set[str] = set()
    for candidate in raw:
        if not candidate:
            continue
        for variant in (candidate, _without_trailing_commas(candidate)):
            try:
                value = json.loads(variant)
            except ValueError:
                continue
            marker = json.dumps(value, sort_keys=True)
            if marker not in seen:
                seen.add(marker)
                values.append(value)
            break
    return values


def extract_json(text: str) -> Any:
    """Find the JSON value in a model's answer: the whole text, a fenced block, or prose around it.

    Takes the first value found (see :func:`json_candidates`); :func:`parse_structured` instead takes
    the first one that validates against the requested type.

    Raises:
        ValueError: when no JSON value can be found.
    """
    values = json_candidates(text)
    if not values:
        raise ValueError("no JSON object found in the answer")
    return values[0]


def _expects_object(output_type: type[Any]) -> bool:
    try:
        return json_schema_for(output_type).get("type") == "object"
    except Exception:  # a type pydantic validates but cannot describe: no preference
        return False


def parse_structured(text: str, output_type: type[T]) -> T:
    """The first JSON value in ``text`` that validates as ``output_type``.

    Candidates come in reading order (:func:`json_candidates`), objects first when ``output_type``
    is an object: prose such as ``See note [1]. {...}`` or ``Example: {"x": 1}. Answer: {...}``
    yields the answer, not the citation or the example (when the example does not validate).

    Raises:
        ValueError: no JSON found, or none validates (the message says why for the first, briefly).
    """
    adapter: TypeAdapter[T] = TypeAdapter(output_type)
    try:
        return adapter.validate_json(text.strip())
    except ValidationError:
        pass
    values = json_candidates(text)
    if not values:
        raise ValueError("no JSON object found in the answer")
    if _expects_object(output_type):
        values.sort(key=lambda value: not isinstance(value, dict))  # stable: reading order otherwise
    first_error: ValidationError | None = None
    for value in values:
        try:
            return adapter.validate_python(value)
        except ValidationError as exc:
            first_error = first_error or exc
    assert first_error is not None
    problems = "; ".join(
        f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: {err['msg']}"
        for err in first_error.errors()[:5]
    )
    raise ValueError(f"the JSON does not match the schema: {problems}") from first_error


def schema_instruction(schema: dict[str, Any]) -> str:
    """The instruction appended for providers without native structured output."""
    return (
        "Reply with only one JSON object (no prose, no code fence) that matches this JSON schema:\n"
        + json.dumps(schema, separators=(",", ":"))
    )


def repair_messages(messages: list[Message], raw: str, problem: str, schema: dict[str, Any]) -> list[Message]:
    """The conversation for the one repair round: the bad answer and what was wrong with it."""
    return [
        *messages,
        Message(role="assistant", content=raw[:4000]),
        Message(
            role="user",
            content=f"That reply could not be used: {problem}. " + schema_instruction(schema),
        ),
    ]


def with_schema_instruction(messages: list[Message], schema: dict[str, Any]) -> list[Message]:
    """Append the schema instruction to the last user message (or add one)."""
    instruction = schema_instruction(schema)
    for index in range(len(messages) - 1, -1, -1):
        if messages[index].role == "user":
            updated = Message(role="user", content=messages[index].content + "\n\n" + instruction)
            return [*messages[:index], updated, *messages[index + 1 :]]
    return [*messages, Message(role="user", content=instruction)]
