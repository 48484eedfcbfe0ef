"""What a parameter's type in the question's signature says its value is, in the normaliser's kinds
(``list``, ``set``, ``dict``, ``num``, ``node``): the kind decides how ``add x to it`` and ``move p
one step`` are read (docs/pseudocode.md, "Rules")."""

from __future__ import annotations

__all__ = ["kind_of_type"]


def kind_of_type(type_text: str) -> str | None:
    """The kind of a parameter typed ``type_text`` (``List[int]`` → ``list``), or ``None``."""
    t = type_text.strip()
    if t.startswith(("List", "list", "Deque")):
        return "list"
    if t.startswith(("Set", "set", "FrozenSet")):
        return "set"
    if t.startswith(("Dict", "dict", "DefaultDict")):
        return "dict"
    if t in ("int", "float"):
        return "num"
    if "ListNode" in t or "TreeNode" in t:
        return "node"  # what "move p one step" and "there is no node" act on
    return None
