"""Pseudocode that happens to parse as Python: a ``class Solution`` of the Python-like style.

Python with a ``class Solution`` runs as written (docs/pseudocode.md). But a Python-like answer can
parse without being Python: ``class Solution:`` / ``def generateParenthesis(self, n):`` /
``if cur.length == 2*n:`` is valid syntax, yet no Python answer reads ``.length`` of a string, and as
Python its structure is refused anyway (no method of the question's name, no type hints). Graded as
Python it was ``INVALID_SOLUTION`` ("rename it"), and with the name right it would crash on
``.length``: the learner blamed for our reading of their pseudocode.

Such text is pseudocode, and the normaliser reads it like any other, when both hold:

- as Python it could not be graded: ``class Solution`` has no method named as the question's, or that
  method lacks a type hint (pseudocode owes none, Python does);
- it uses a member or a word of another language that no Python value has, outside strings and
  comments: ``.length``, ``.size()``, ``.isEmpty()``, ``.push(…)``, ``.contains(…)``,
  ``.charAt(…)``, ``null``, ``true``/``false``...

A typed method of the right name stays Python whatever it reads: its ``.length`` is the learner's
AttributeError, as written.
"""

from __future__ import annotations

import ast

from assay.judge import Signature

__all__ = ["pseudocode_in_python_form"]

# Members of Java, JavaScript, C# and C++ values that no Python str, list, dict or set has.
_FOREIGN_MEMBERS = frozenset(
    {
        "length",
        "size",
        "isEmpty",
        "push",
        "push_back",
        "contains",
        "containsKey",
        "charAt",
        "toLowerCase",
        "toUpperCase",
        "equals",
        "substring",
        "indexOf",
        "peek",
        "poll",
        "offer",
    }
)
# Words of other languages Python has no value for (``None``, ``True`` and ``False`` are Python's).
_FOREIGN_WORDS = frozenset({"null", "nil", "NULL", "NIL", "true", "false", "undefined", "nullptr"})


def pseudocode_in_python_form(text: str, signature: Signature) -> bool:
    """Whether ``text`` parses as Python with a ``class Solution`` but is Python-like pseudocode."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return False
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Solution"]
    if not classes or _gradable_as_python(classes[-1], signature):
        return False
    return _foreign_words(tree)


def _gradable_as_python(cls: ast.ClassDef, signature: Signature) -> bool:
    method = next(
        (n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == signature.method),
        None,
    )
    if method is None:
        return False
    params = [*method.args.posonlyargs, *method.args.args][1:]
    return method.returns is not None and all(p.annotation is not None for p in params)


def _foreign_words(tree: ast.Module) -> bool:
    """A foreign member read (not one the answer defines or sets) or a foreign word nothing binds."""
    own = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    own |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)}
    bound = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    bound |= {a.arg for a in ast.walk(tree) if isinstance(a, ast.arg)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in _FOREIGN_MEMBERS and node.attr not in own:
            return True
        if isinstance(node, ast.Name) and node.id in _FOREIGN_WORDS and node.id not in bound:
            return True
    return False
