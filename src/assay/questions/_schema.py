"""The JSON Schema of a question file, generated from :class:`Question`, and its block in the docs."""

from __future__ import annotations

import json
from typing import Any

from assay.questions._models import Question

__all__ = ["SCHEMA_BEGIN", "SCHEMA_END", "question_json_schema", "replace_schema_block", "schema_block"]

SCHEMA_BEGIN = "<!-- BEGIN GENERATED SCHEMA (assay questions schema --update-doc docs/questions.md) -->"
SCHEMA_END = "<!-- END GENERATED SCHEMA -->"


def question_json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) a ``L-{id}.json`` file must satisfy (cross-field rules aside)."""
    schema = Question.model_json_schema(mode="validation")
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Assay question"
    return schema


def schema_block() -> str:
    """The fenced block the docs hold between the markers."""
    body = json.dumps(question_json_schema(), indent=2, sort_keys=True)
    return f"{SCHEMA_BEGIN}\n```json\n{body}\n```\n{SCHEMA_END}"


def replace_schema_block(document: str) -> str:
    """The document with its generated block replaced by the current schema.

    Raises:
        ValueError: the document lacks the markers.
    """
    start, end = document.find(SCHEMA_BEGIN), document.find(SCHEMA_END)
    if start < 0 or end < start:
        raise ValueError("the document has no generated-schema markers")
    return document[:start] + schema_block() + document[end + len(SCHEMA_END) :]
