"""The functions of a C-family answer and their parameters (docs/pseudocode.md, "C-family front end").

Which nodes of the tree are the learner's functions (declarations, methods, and functions bound to
a name), each one's name, parameters with their kinds and body, the kind a question's parameter
type gives, and which function answers the question.
"""

from __future__ import annotations

from tree_sitter import Node

from assay.grading._pseudocode._cfamily_context import (
    COMMENT_NODES,
    CONTAINERS,
    Ctx,
    T,
    Untranslatable,
    element_kinds,
    type_of,
)
from assay.judge import Signature

__all__ = ["choose_main", "functions_of", "name_params", "signature_kind"]


def functions_of(root: Node) -> list[Node]:
    """The function definitions: top level, or a Java/C++ ``class Solution``'s methods."""
    funcs: list[Node] = []
    for node in root.named_children:
        if node.type in ("function_declaration", "function_definition", "method_declaration"):
            funcs.append(node)
        elif node.type in ("class_declaration", "class_specifier"):
            body = node.child_by_field_name("body")
            for member in body.named_children if body is not None else []:
                if member.type in ("method_declaration", "function_definition"):
                    funcs.append(member)
                elif member.type not in (*COMMENT_NODES, "access_specifier", "access_specifier_declaration"):
                    raise Untranslatable(f"class member {member.type}")
        elif node.type in ("lexical_declaration", "variable_declaration", "expression_statement"):
            funcs.append(_function_value(node))
        elif node.type not in COMMENT_NODES:
            raise Untranslatable(f"top-level {node.type}")
    return funcs


def _function_value(node: Node) -> Node:
    """``var twoSum = function(nums, target) {…}`` / ``const f = (a) => {…}`` at top level."""
    decls = [c for c in node.named_children if c.type == "variable_declarator"]
    if len(decls) != 1:
        raise Untranslatable("top-level statement")
    value = decls[0].child_by_field_name("value")
    if value is None or value.type not in ("function_expression", "function", "arrow_function"):
        raise Untranslatable("top-level statement")
    if value.child_by_field_name("body") is None:
        raise Untranslatable("function without a body")
    return decls[0]


def name_params(ctx: Ctx, fn: Node) -> tuple[str, list[tuple[str, T]], Node, Node | None]:
    """(name, [(param, kind)], body, return type) of any of the grammars' function nodes."""
    if fn.type == "variable_declarator":
        name = ctx.text(fn.child_by_field_name("name") or fn)
        value = fn.child_by_field_name("value")
        assert value is not None
        single = value.child_by_field_name("parameter")
        if single is not None:  # `nums => …`
            return name, [(ctx.text(single), None)], _body(value), None
        return name, _params(ctx, value.child_by_field_name("parameters")), _body(value), None
    if fn.type == "function_definition":
        decl = fn.child_by_field_name("declarator")
        while decl is not None and decl.type in ("pointer_declarator", "reference_declarator"):
            decl = decl.child_by_field_name("declarator") or decl.named_children[-1]
        if decl is None or decl.type != "function_declarator":
            raise Untranslatable("function declarator")
        inner = decl.child_by_field_name("declarator")
        # a C++ `class Solution { public: … }` names its methods with field identifiers
        if inner is None or inner.type not in ("identifier", "field_identifier"):
            raise Untranslatable("function name")
        return (
            ctx.text(inner),
            _params(ctx, decl.child_by_field_name("parameters")),
            _body(fn),
            fn.child_by_field_name("type"),
        )
    name_node = fn.child_by_field_name("name")
    if name_node is None:
        raise Untranslatable("function without a name")
    return (
        ctx.text(name_node),
        _params(ctx, fn.child_by_field_name("parameters")),
        _body(fn),
        fn.child_by_field_name("type"),
    )


def _body(fn: Node) -> Node:
    body = fn.child_by_field_name("body")
    if body is None:
        raise Untranslatable("function without a body")
    return body


def _params(ctx: Ctx, node: Node | None) -> list[tuple[str, T]]:
    out: list[tuple[str, T]] = []
    for p in node.named_children if node is not None else []:
        if p.type in COMMENT_NODES:
            continue
        if p.type == "identifier":
            out.append((ctx.text(p), None))
            continue
        if p.type in ("required_parameter", "optional_parameter"):
            pattern = p.child_by_field_name("pattern")
            if pattern is None or pattern.type != "identifier":
                raise Untranslatable("parameter pattern")
            out.append((ctx.text(pattern), None))
            continue
        if p.type in ("formal_parameter", "parameter_declaration"):
            decl = p.child_by_field_name("name") or p.child_by_field_name("declarator")
            kind = type_of(ctx, p.child_by_field_name("type"))
            chain = element_kinds(ctx, p.child_by_field_name("type"))
            by_value = (
                ctx.language == "cpp"
                and kind in CONTAINERS
                and decl is not None
                and decl.type not in ("reference_declarator", "pointer_declarator")
            )
            while decl is not None and decl.type in (
                "pointer_declarator",
                "reference_declarator",
                "array_declarator",
            ):
                if decl.type in ("pointer_declarator", "array_declarator") and kind in (
                    "int",
                    "char",
                    "float",
                ):
                    if kind == "char":
                        raise Untranslatable("a C string ends at '\\0', which a Python string does not hold")
                    kind = "list"
                decl = decl.child_by_field_name("declarator") or decl.named_children[-1]
            if decl is None or decl.type != "identifier":
                raise Untranslatable("parameter")
            if p.child_by_field_name("dimensions") is not None:
                kind = "list"  # Java's char[] is an array of chars, not a String
            if kind == "list" and not chain and ctx.text(p).count("*") + ctx.text(p).count("[") == 1:
                chain = [type_of(ctx, p.child_by_field_name("type"))]
            ctx.elements[ctx.text(decl)] = chain
            if by_value:
                ctx.copies.add(ctx.text(decl))  # C++ passes a container by value: the callee's copy
            out.append((ctx.text(decl), kind))
            continue
        raise Untranslatable(f"parameter {p.type}")
    return out


def signature_kind(type_text: str, typed: bool) -> T:
    t = type_text.replace(" ", "")
    if t == "float" and not typed:
        return "num"
    if t.startswith(("List", "list")):
        return "list"
    if t == "str":
        return "str"
    if t == "int":
        return "int"
    if t == "float":
        return "float"
    if t == "bool":
        return "bool"
    if "ListNode" in t or "TreeNode" in t:
        return "node"
    return None


def choose_main(names: list[str], signature: Signature, params: list[list[tuple[str, T]]]) -> int:
    wanted = signature.method.lower().replace("_", "")
    for k, name in enumerate(names):
        if name.lower().replace("_", "") == wanted:
            return k
    if len(names) == 1:
        return 0
    raise Untranslatable("which function is the answer")
