"""Course files: load, merge (a teacher's file over the bundled course) and validate.

Format and rules: docs/learning.md, "Course files".
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from assay.learning._errors import CourseError
from assay.learning._models import ID_PATTERN, Course, CourseConcept

__all__ = [
    "BUNDLED_COURSE",
    "course_problems",
    "find_cycle",
    "load_bundled_course",
    "load_course",
    "load_course_file",
    "merge_courses",
    "parse_course",
]

BUNDLED_COURSE = "algorithms.json"


def _where(loc: tuple[int | str, ...], data: Any) -> str:
    parts: list[str] = []
    node = data
    for part in loc:
        if isinstance(part, int):
            label = f"[{part}]"
            if isinstance(node, list) and 0 <= part < len(node):
                node = node[part]
                if isinstance(node, dict):
                    ident = node.get("concept_id") or node.get("id")
                    if isinstance(ident, str):
                        label = f"[{part}]({ident})"
            parts.append(label)
        else:
            parts.append(("." if parts else "") + str(part))
            node = node.get(part) if isinstance(node, dict) else None
    return "".join(parts) or "(top level)"


def parse_course(data: Any, source: str = "course") -> Course:
    """Validate a decoded course document (structure only; see :func:`course_problems`).

    Raises:
        CourseError: every structural problem, each with its path (``concepts[3](hashing).name``).
    """
    try:
        return Course.model_validate(data)
    except ValidationError as exc:
        problems = [f"{_where(tuple(e['loc']), data)}: {e['msg']}" for e in exc.errors()]
        raise CourseError(source, problems) from None


def load_course_file(path: Path) -> Course:
    """Read and structurally validate one course file (no graph checks: it may extend another)."""
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CourseError(source, ["the file does not exist"]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CourseError(source, [f"cannot be read: {exc}"]) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CourseError(source, [f"not JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"]) from None
    return parse_course(data, source)


def load_bundled_course() -> Course:
    """The course shipped with Assay (``assay/learning/courses/algorithms.json``)."""
    text = resources.files("assay.learning").joinpath("courses", BUNDLED_COURSE).read_text("utf-8")
    return parse_course(json.loads(text), f"bundled {BUNDLED_COURSE}")


def merge_courses(base: Course, extra: Course) -> Course:
    """``extra`` over ``base``: a concept with the same id replaces the base one (in its place), new
    concepts are appended; the merged course keeps ``extra``'s id, title and version."""
    replacing = {c.concept_id: c for c in extra.concepts}
    merged: list[CourseConcept] = [replacing.pop(c.concept_id, c) for c in base.concepts]
    merged.extend(c for c in extra.concepts if c.concept_id in replacing)
    return Course(course_id=extra.course_id, title=extra.title, version=extra.version, concepts=merged)


def find_cycle(graph: dict[str, list[str]]) -> list[str] | None:
    """One prerequisite cycle as a path whose last id repeats the first, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    for start in sorted(graph):
        if state.get(start):
            continue
        path: list[str] = [start]
        iterators = [iter(graph.get(start, []))]
        state[start] = 1
        while iterators:
            nxt = next(iterators[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                iterators.pop()
                continue
            if nxt not in graph:
                continue
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if not state.get(nxt):
                state[nxt] = 1
                path.append(nxt)
                iterators.append(iter(graph.get(nxt, [])))
    return None


def course_problems(course: Course) -> list[str]:
    """The graph problems of a structurally valid course, each with its path; empty when usable."""
    problems: list[str] = []
    if not ID_PATTERN.match(course.course_id):
        problems.append(f"course_id: {course.course_id!r} must match {ID_PATTERN.pattern}")
    seen: dict[str, int] = {}
    for i, concept in enumerate(course.concepts):
        at = f"concepts[{i}]({concept.concept_id})"
        if not ID_PATTERN.match(concept.concept_id):
            problems.append(f"{at}.concept_id: {concept.concept_id!r} must match {ID_PATTERN.pattern}")
        if concept.concept_id in seen:
            problems.append(
                f"{at}.concept_id: duplicate id {concept.concept_id!r} "
                f"(also concepts[{seen[concept.concept_id]}])"
            )
        else:
            seen[concept.concept_id] = i
        ids: set[str] = set()
        for j, misconception in enumerate(concept.common_misconceptions):
            where = f"{at}.common_misconceptions[{j}]"
            if not ID_PATTERN.match(misconception.id):
                problems.append(f"{where}.id: {misconception.id!r} must match {ID_PATTERN.pattern}")
            if misconception.id in ids:
                problems.append(f"{where}.id: duplicate misconception id {misconception.id!r}")
            ids.add(misconception.id)
        if not concept.reference_answer and not concept.key_points:
            problems.append(
                f"{at}: needs a reference_answer or key_points (answers cannot be scored without them)"
            )
    for i, concept in enumerate(course.concepts):
        for j, prereq in enumerate(concept.prerequisites):
            where = f"concepts[{i}]({concept.concept_id}).prerequisites[{j}]"
            if prereq == concept.concept_id:
                problems.append(f"{where}: a concept cannot be its own prerequisite")
            elif prereq not in seen:
                problems.append(f"{where}: unknown concept {prereq!r}")
    graph = {c.concept_id: [p for p in c.prerequisites if p != c.concept_id] for c in course.concepts}
    cycle = find_cycle(graph)
    if cycle is not None:
        problems.append(f"prerequisites: cycle {' -> '.join(cycle)}")
    return problems


def load_course(path: Path | None = None, *, mode: str = "extend") -> Course:
    """The course the evaluator uses: the bundled one, or ``path`` over it.

    Args:
        path: a teacher's course file; ``None`` for the bundled course alone.
        mode: ``extend`` (the file's concepts replace same-id ones and add the rest) or ``replace``.

    Raises:
        CourseError: the file or the merged graph is invalid.
    """
    if path is None:
        course = load_bundled_course()
        source = f"bundled {BUNDLED_COURSE}"
    else:
        own = load_course_file(path)
        course = merge_courses(load_bundled_course(), own) if mode == "extend" else own
        source = str(path) if mode == "replace" else f"{path} (extending the bundled course)"
    problems = course_problems(course)
    if problems:
        raise CourseError(source, problems)
    return course
